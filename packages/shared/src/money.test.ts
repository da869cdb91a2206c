import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  followerFactor,
  formatCents,
  formatDollars,
  formatMoneyCents,
  displayMoney,
  parseMoneyText,
  payoutCents,
  toCents,
} from './money';
import { atHandle, socialUrl, withHttps } from './social';

describe('money helpers', () => {
  it('truncates on display, never rounds', () => {
    expect(formatDollars(12.349)).toBe('12.34');
    expect(formatDollars(0.999)).toBe('0.99');
    expect(formatDollars(5)).toBe('5.00');
    expect(formatCents(1234)).toBe('12.34');
    expect(formatCents(7)).toBe('0.07');
  });
  it('shows money one way: "$12.34", and a true minus before the dollar sign below zero', () => {
    expect(formatMoneyCents(1234)).toBe('$12.34');
    expect(formatMoneyCents(0)).toBe('$0.00');
    expect(formatMoneyCents(-550)).toBe('\u2212$5.50');
    expect(formatMoneyCents(-7500)).not.toContain('$-');
    expect(displayMoney(-75)).toBe('\u2212$75.00');
    expect(displayMoney(12.349)).toBe('$12.34');
  });
  it('converts dollars to cents only with at most 2 decimals', () => {
    expect(dollarsToCents(20)).toBe(2000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
  it('reads API dollars as whole cents, truncating below the cent', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99 * 3)).toBe(5997);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(12.349)).toBe(1234);
    expect(toCents(-12.349)).toBe(-1234);
    expect(toCents('0.059')).toBe(5);
    expect(toCents(99_999_999.99)).toBe(9_999_999_999);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(' ')).toBe(0);
  });
  it('parses typed amounts: digits and one dot', () => {
    expect(parseMoneyText('25')).toBe(2500);
    expect(parseMoneyText('25.5')).toBe(2550);
    expect(parseMoneyText('.5')).toBeNull();
    expect(parseMoneyText('1e3')).toBeNull();
    expect(parseMoneyText('2.555')).toBeNull();
  });
  it('pays share x follower factor, floored to the cent', () => {
    expect(followerFactor(undefined)).toBe(0.5);
    expect(followerFactor(999)).toBe(0.5);
    expect(followerFactor(1000)).toBe(0.75);
    expect(followerFactor(10_000)).toBe(1);
    expect(payoutCents(3, 1500)).toBe(2);
    expect(payoutCents(101, 0)).toBe(50);
  });
});

describe('social ids', () => {
  it('stores handles and URLs as the platform URL and shows @handle', () => {
    expect(socialUrl('instagram', '@chloe')).toBe('https://www.instagram.com/chloe/');
    expect(socialUrl('instagram', 'instagram.com/chloe/')).toBe('https://www.instagram.com/chloe/');
    expect(socialUrl('tiktok', 'https://www.tiktok.com/@chloe')).toBe('https://www.tiktok.com/@chloe');
    expect(socialUrl('youtube', 'chloe')).toBe('https://www.youtube.com/@chloe');
    expect(socialUrl('tiktok', '')).toBeNull();
    expect(atHandle('instagram', 'https://www.instagram.com/chloe/')).toBe('@chloe');
  });
  it('prefixes website links with https://', () => {
    expect(withHttps('bar.com')).toBe('https://bar.com');
    expect(withHttps('http://bar.com')).toBe('https://bar.com');
  });
});
