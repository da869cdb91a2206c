/**
 * Which concept owns each URL prefix (docs/architecture.md, "Concepts"): the longest matching prefix wins, and a
 * `:param` segment matches any segment. The URLs themselves are the product's (docs/spec.md, API), so a few
 * concepts own a prefix inside another's (a venue's campaigns, a customer's bank details and withdrawals).
 */
export const ROUTE_OWNERS: ReadonlyArray<readonly [prefix: string, concept: string]> = [
  ['/api/signup', 'accounts'],
  ['/api/signin', 'accounts'],
  ['/api/verify', 'accounts'],
  ['/api/forget', 'accounts'],
  ['/api/change-pass', 'accounts'],
  ['/api/users/me', 'accounts'],
  ['/api/admin/users', 'accounts'],
  ['/api/admin/users/:id/decline-social', 'creators'],
  ['/api/users/me/social', 'creators'],
  ['/api/social', 'creators'],
  ['/api/campaigns', 'campaigns'],
  ['/api/admin/campaigns', 'campaigns'],
  ['/api/venues/:id/campaigns', 'campaigns'],
  ['/l', 'campaigns'],
  ['/api/activities', 'participation'],
  ['/api/admin/appeals', 'participation'],
  ['/api/venues', 'venues'],
  ['/api/config', 'venues'],
  ['/api/menus', 'menus'],
  ['/api/payments', 'pay-at-venue'],
  ['/api/vouchers', 'pay-at-venue'],
  ['/api/pockets', 'pay-at-venue'],
  ['/api/venues/me/liability', 'pay-at-venue'],
  ['/api/venues/:id/check-in', 'visits'],
  ['/api/check-ins', 'visits'],
  ['/api/transaction', 'top-ups'],
  ['/sandbox/payouts', 'withdrawals'],
  ['/sandbox', 'top-ups'],
  ['/api/admin/top-ups', 'top-ups'],
  ['/api/withdraws', 'withdrawals'],
  ['/api/payouts', 'withdrawals'],
  ['/api/admin/payouts', 'withdrawals'],
  ['/api/users/bank', 'withdrawals'],
  ['/api/users/withdraw', 'withdrawals'],
  ['/api/admin/withdraws', 'withdrawals'],
  ['/api/finance', 'finance'],
  ['/api/admin/finance', 'finance'],
  ['/api/statement', 'statements'],
  ['/api/admin/users/:id/statement', 'statements'],
  ['/api/admin/users/:id/adjustments', 'statements'],
  ['/api/messages', 'messages'],
  ['/api/push', 'push'],
  ['/api/questions', 'quiz'],
  ['/api/admin/questions', 'quiz'],
  ['/api/announcements', 'announcements'],
  ['/api/admin/announcements', 'announcements'],
  ['/api/admin/overview', 'operator'],
  ['/api/admin/audit', 'operator'],
  ['/api/admin/ledger', 'operator'],
  ['/api/admin/flags', 'operator'],
  ['/api/admin/operators', 'operator'],
  ['/api/two-factor', 'operator'],
  ['/api/images', 'images'],
  ['/api/admin/outbox', 'mail'],
  ['/api/dev/outbox', 'mail'],
  ['/dev/outbox', 'mail'],
  ['/api/health', 'health'],
  ['/api/ready', 'health'],
];

const segments = (p: string) => p.split('/').filter(Boolean);

/** `/api/statement` owns `/api/statement.csv` too: a segment matches with or without an extension. */
const segmentMatches = (pattern: string, actual: string) =>
  pattern.startsWith(':') || actual.startsWith(':') || actual === pattern || actual.startsWith(`${pattern}.`);

function matches(prefix: string, urlPath: string) {
  const want = segments(prefix);
  const have = segments(urlPath);
  return want.length <= have.length && want.every((s, i) => segmentMatches(s, have[i]!));
}

/** The concept that owns a route's path: the longest matching prefix's. */
export function ownerOf(urlPath: string): string | undefined {
  let best: readonly [string, string] | undefined;
  for (const entry of ROUTE_OWNERS)
    if (matches(entry[0], urlPath) && (!best || segments(entry[0]).length > segments(best[0]).length))
      best = entry;
  return best?.[1];
}
