import { describe, expect, it } from 'vitest';
import { printLink } from './statement-view';

describe('the printable statement link', () => {
  it('names the balance, and for the operator the user, and asks for the print dialog', () => {
    expect(printLink({}, undefined)).toBe('/statement/print?print=1');
    expect(printLink({}, 'pocket:11111111-1111-4111-8111-111111111111')).toBe(
      '/statement/print?account=pocket%3A11111111-1111-4111-8111-111111111111&print=1',
    );
    expect(printLink({ userId: 'u1' }, 'earnings')).toBe('/statement/print?user=u1&account=earnings&print=1');
  });
});
