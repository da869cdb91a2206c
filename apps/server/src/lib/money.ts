import { centsToDollars } from '@spruik/shared';

/** The one place cents become dollars at the API edge. */
export const toDollars = (cents: number | null | undefined) => centsToDollars(Number(cents ?? 0));
