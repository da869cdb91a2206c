/**
 * EXPLAIN (without ANALYZE) of the statements a call sent, on the large world: which plan nodes read a big table
 * sequentially. A sequential scan of a big table grows with the data; the budget is none.
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
];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode, found: string[]) {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.includes(node['Relation Name']))
    found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
}

const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

/** Each sequential scan of a big table, as "<table> in: <statement start>". */
export async function seqScansOnBigTables(
  url: string,
  statements: Array<{ text: string; values: unknown[] }>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const scans: string[] = [];
  try {
    for (const s of statements) {
      if (!EXPLAINABLE.test(s.text)) continue;
      const res = await client.query(`explain (format json) ${s.text}`, s.values);
      const plan = (res.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
      const found: string[] = [];
      seqScans(plan, found);
      for (const table of found) scans.push(`${table} in: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  } finally {
    await client.end();
  }
  return { scans };
}
