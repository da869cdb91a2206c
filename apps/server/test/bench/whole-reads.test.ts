import { describe, expect, it } from 'vitest';
import { wholeReadsIn, type PlanNode } from '../../bench/scale/explain';

/** A plan node over its children, and a scan of a table (EXPLAIN's JSON field names). */
const node = (type: string, ...plans: PlanNode[]): PlanNode => ({ 'Node Type': type, Plans: plans });
const scan = (type: string, table: string, extra: Partial<PlanNode> = {}): PlanNode => ({
  'Node Type': type,
  'Relation Name': table,
  ...extra,
});
const none = new Set<string>();

describe('bench:scale whole reads of big tables', () => {
  it('counts a sequential scan of a big table, not of a small one', () => {
    const plan = node('Hash Join', scan('Seq Scan', 'payments'), scan('Seq Scan', 'organisations'));
    expect(wholeReadsIn(plan, none)).toEqual(['payments']);
  });

  it('counts a merge join walking the whole users index under a sort (the payments list before e94b1e3)', () => {
    const plan = node(
      'Limit',
      node(
        'Sort',
        node(
          'Merge Join',
          scan('Index Scan', 'users', { 'Index Name': 'users_pkey' }),
          node('Sort', scan('Bitmap Heap Scan', 'payments')),
        ),
      ),
    );
    expect(wholeReadsIn(plan, none)).toEqual(['users (whole users_pkey)']);
  });

  it('lets a Limit stop an index walk through streaming nodes (a keyset list first page)', () => {
    const plan = node(
      'Limit',
      node(
        'Nested Loop',
        scan('Index Scan', 'campaigns', { 'Index Name': 'campaigns_created_idx' }),
        scan('Index Scan', 'users', {
          'Index Name': 'users_pkey',
          'Index Cond': '(id = campaigns.owner_id)',
        }),
      ),
    );
    expect(wholeReadsIn(plan, none)).toEqual([]);
  });

  it('does not count a walk of a partial index, which holds only the rows its predicate picks', () => {
    const plan = node('Aggregate', scan('Index Only Scan', 'users', { 'Index Name': 'users_inactive_idx' }));
    expect(wholeReadsIn(plan, new Set(['users_inactive_idx']))).toEqual([]);
    expect(wholeReadsIn(plan, none)).toEqual(['users (whole users_inactive_idx)']);
  });
});
