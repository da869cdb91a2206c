import { isUuid } from '@spruik/shared';

/**
 * The ids among stored text ids (an audit row's target) that a uuid column can be compared with, lower case: any
 * other text would make PostgreSQL refuse the whole query.
 */
export const uuidsAmong = (ids: Iterable<string>) => [
  ...new Set([...ids].filter(isUuid).map((id) => id.toLowerCase())),
];
