/**
 * EXPLAIN (without ANALYZE) of the statements a call sent, on the large world: which plan nodes read a whole big
 * table, sequentially or along a whole index (`wholeReadsIn`). Such a read grows with the data; the budget is none.
 */
import pg from 'pg';

/** The tables that grow with the world (ledger_entries is journal_entries and journal_lines here). */
export const BIG_TABLES = [
  'users',
  'campaigns',
  'activities',
  'journal_entries',
  'journal_lines',
  'ledger_accounts',
  'payments',
  'vouchers',
  'withdrawals',
  'visits',
];

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Nodes that hand rows up as they read them: a Limit above them stops the reads below early. */
const STREAMING = new Set([
  'Limit',
  'Nested Loop',
  'Merge Join',
  'Result',
  'Subquery Scan',
  'Append',
  'Merge Append',
]);

/**
 * The whole reads of big tables in one plan: a sequential scan anywhere, or an index scan with no index condition
 * (a walk of the whole index) unless a Limit above it, through streaming nodes only, stops it early (a keyset
 * list's first page). A merge join that walks the whole users index under a sort is the second kind. A
 * partial index holds only the rows its predicate picks (users_inactive_idx: deactivated accounts), so
 * walking it is not.
 */
export function wholeReadsIn(node: PlanNode, partialIndexes: Set<string>, limited = false): string[] {
  const table = node['Relation Name'];
  const big = table !== undefined && BIG_TABLES.includes(table);
  const index = node['Index Name'] ?? '';
  const indexWalk = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
  const own =
    big && node['Node Type'] === 'Seq Scan'
      ? [table]
      : big && indexWalk && !node['Index Cond'] && !partialIndexes.has(index) && !limited
        ? [`${table} (whole ${index})`]
        : [];
  const under = node['Node Type'] === 'Limit' || (limited && STREAMING.has(node['Node Type']));
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReadsIn(child, partialIndexes, under))];
}

const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

/** Each whole read of a big table (`wholeReadsIn`), as "<table> in: <statement start>". */
export async function wholeReadsOfBigTables(
  url: string,
  statements: Array<{ text: string; values: unknown[] }>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const scans: string[] = [];
  try {
    const { rows } = await client.query<{ name: string }>(
      `select indexrelid::regclass::text as name from pg_index where indpred is not null`,
    );
    const partial = new Set(rows.map((r) => r.name));
    for (const s of statements) {
      if (!EXPLAINABLE.test(s.text)) continue;
      const res = await client.query(`explain (format json) ${s.text}`, s.values);
      const plan = (res.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
      for (const table of wholeReadsIn(plan, partial))
        scans.push(`${table} in: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  } finally {
    await client.end();
  }
  return { scans };
}
