// A suite that needs PostgreSQL, as the concurrency suites declare it; its body must never run without one.
import { it } from 'vitest';
import { describeWith } from '../describe-with';

describeWith('postgres')('a suite that needs PostgreSQL', () => {
  it('runs only on PostgreSQL', () => {
    throw new Error('the body ran without PostgreSQL');
  });
});
