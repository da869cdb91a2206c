import { describe, expect, it } from 'vitest';
import { afterSigninPath, safeReturnPath, signinPathFor } from './return-to';

const origin = 'https://app.spruik.example';

describe('the page sign-in returns to', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/campaign?id=42#top', origin)).toBe('/campaign?id=42#top');
    expect(signinPathFor('/campaign?id=42', origin)).toBe('/signin?next=%2Fcampaign%3Fid%3D42');
    expect(afterSigninPath('?next=%2Fcampaign%3Fid%3D42', '/home', origin)).toBe('/campaign?id=42');
  });
  it('never follows another origin (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'campaign',
    ]) {
      expect(safeReturnPath(raw, origin), raw).toBeNull();
      expect(afterSigninPath(`?next=${encodeURIComponent(raw)}`, '/home', origin), raw).toBe('/home');
    }
  });
  it('does not return to a guest screen or the root', () => {
    for (const raw of ['/signin', '/signin/second-factor', '/signup', '/reset_password?token=x', '/'])
      expect(safeReturnPath(raw, origin), raw).toBeNull();
    expect(signinPathFor('/signup', origin)).toBe('/signin');
    expect(afterSigninPath('', '/venue_home', origin)).toBe('/venue_home');
  });
});
