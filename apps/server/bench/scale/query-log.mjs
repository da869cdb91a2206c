/**
 * Preloaded into the server under bench:scale (node --import): records the SQL the server actually sends, so the
 * bench can EXPLAIN each statement of a call. Off until the process gets SIGUSR2 (which toggles it), so the timed
 * runs pay nothing; each statement is one JSON line { text, values } appended to BENCH_QUERY_LOG.
 */
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_QUERY_LOG;
let on = false;
process.on('SIGUSR2', () => {
  on = !on;
});
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (on && file) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (text) appendFileSync(file, `${JSON.stringify({ text, values: params ?? [] })}\n`);
  }
  return original.call(this, config, values, callback);
};
