import { describe, expect, it } from 'vitest';
import { money, moneyCents, moneyPlain, signedMoneyCents, sumCents, toCents } from './money';

const same = (d: number) => d;

describe('money on the web: dollars from the API, arithmetic in whole cents', () => {
  it('adds 0.1 and 0.2 dollars to exactly 30 cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // what adding the dollars would give
    expect(sumCents([0.1, 0.2], same)).toBe(30);
    expect(moneyCents(sumCents([0.1, 0.2], same))).toBe('$0.30');
  });
  it('reads 19.99 as 1999 cents (19.99 x 100 is 1998.999… in floats) and 19.99 x 3 as 5997', () => {
    expect(Math.floor(19.99 * 100)).toBe(1998); // what a naive conversion gives
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(19.99 * 3)).toBe(5997);
    expect(money(19.99 * 3)).toBe('$59.97');
    expect(sumCents([19.99, 19.99, 19.99], same)).toBe(5997);
  });
  it('sums amounts of any list without losing a cent', () => {
    const withdraws = Array.from({ length: 1000 }, () => ({ amount: 0.07 }));
    expect(withdraws.reduce((n, w) => n + w.amount, 0)).not.toBe(70); // 69.99999999999966
    expect(sumCents(withdraws, (w) => w.amount)).toBe(7000);
    expect(moneyCents(sumCents(withdraws, (w) => w.amount))).toBe('$70.00');
    expect(sumCents([{ amount: null }, { amount: 10.1 }], (w) => w.amount)).toBe(1010);
  });
  it('shows a negative amount as "−$75.00" (the shared format), never "$-75.00"', () => {
    expect(money(-75)).toBe('\u2212$75.00');
    expect(moneyCents(-550)).toBe('\u2212$5.50');
    expect(signedMoneyCents(-550)).toBe(moneyCents(-550));
  });
  it('truncates on screen, never rounds', () => {
    expect(money(12.349)).toBe('$12.34');
    expect(moneyPlain(0.999)).toBe('0.99');
    expect(money(1.005)).toBe('$1.00');
    expect(moneyPlain('0.059')).toBe('0.05');
    expect(money(5)).toBe('$5.00');
    expect(money(undefined)).toBe('$0.00');
    expect(moneyCents(-1234)).toBe('\u2212$12.34');
  });

  it('signs a statement line: + for money in, a true minus for money out, truncated to the cent', () => {
    expect(signedMoneyCents(750)).toBe('+$7.50');
    expect(signedMoneyCents(-1234)).toBe('−$12.34');
    expect(signedMoneyCents(toCents(-0.019))).toBe('−$0.01');
  });
});
