import { displayMoney, formatDollars } from '@spruik/shared';

/** Money on screen is truncated to 2 decimals, never rounded (SPEC.md section 5). */
export const money = (dollars: number | null | undefined) => displayMoney(dollars ?? 0);
export const moneyPlain = (dollars: number | null | undefined) => formatDollars(dollars ?? 0);
