import { describe, expect, it } from 'vitest';
import { signinRequest, signupRequest, updateMeRequest } from './accounts';
import { TEXT_LIMITS } from './constants';
import { createCampaignSchema, submitActivitySchema, verifyCampaignRequest } from './campaigns';
import { bankRequest } from './withdrawals';
import { menuItemRequest } from './venues';
import { questionRequest } from './admin';
import { check, hasControlCharacters, hasLoneSurrogate, text, TEXT_MSG } from './validation';

const SPECIAL = 'Please remove special characters.';
const message = (schema: Parameters<typeof check>[0], input: unknown) => {
  const r = check(schema, input);
  return r.ok ? null : r.message;
};

/** Every C0 control (NUL included), DEL and every C1 control. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((code) => String.fromCharCode(code));
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`;

describe('the shared text rule', () => {
  const single = text({ max: 10, label: 'Name' });
  const multi = text({ max: 10, label: 'Notes', multiline: true });

  it("says 'Please remove special characters.' (in the shared messages)", () => {
    expect(TEXT_MSG.specialCharacters).toBe(SPECIAL);
  });

  it.each(controls.map((c) => [hex(c), c]))('refuses %s inside a single-line field', (_, c) => {
    expect(message(single, `a${c}b`)).toBe(SPECIAL);
  });

  it.each(controls.filter((c) => c !== '\n' && c !== '\t').map((c) => [hex(c), c]))(
    'refuses %s inside a multi-line field too',
    (_, c) => {
      // A lone carriage return is a line break written the old way: it becomes \n, so it is not refused.
      if (c === '\r') return expect(check(multi, 'a\rb')).toEqual({ ok: true, value: 'a\nb' });
      expect(message(multi, `a${c}b`)).toBe(SPECIAL);
    },
  );

  it('allows newline and tab only in multi-line fields', () => {
    expect(check(multi, 'a\nb\tc')).toEqual({ ok: true, value: 'a\nb\tc' });
    expect(check(multi, 'a\r\nb')).toEqual({ ok: true, value: 'a\nb' });
    expect(message(single, 'a\nb')).toBe(SPECIAL);
    expect(message(single, 'a\tb')).toBe(SPECIAL);
  });

  it('accepts ordinary text, accents and emoji', () => {
    expect(check(single, '  Zoë 😀 ')).toEqual({ ok: true, value: 'Zoë 😀' });
    expect(hasControlCharacters('Café à la carte')).toBe(false);
  });

  it('bounds the length after trimming, with the field label in the message', () => {
    expect(check(single, ` ${'x'.repeat(10)} `).ok).toBe(true);
    expect(message(single, 'x'.repeat(11))).toBe('Name must contain at most 10 characters.');
    expect(message(text({ max: 3, tooLong: 'Too long!' }), 'abcd')).toBe('Too long!');
  });

  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'ab\ud83d'],
    ['a low surrogate at the start', '\ude00ab'],
    ['two high surrogates before a low one', '\ud83d\ud83d\ude00'],
  ])('refuses %s in single- and multi-line fields, and keeps whole emoji', (_, value) => {
    expect(message(single, value)).toBe(SPECIAL);
    expect(message(multi, value)).toBe(SPECIAL);
    expect(hasLoneSurrogate('😀 \ud83d\ude00')).toBe(false);
  });

  it('names control characters before length (they are never right)', () => {
    expect(message(single, `\u0000${'x'.repeat(20)}`)).toBe(SPECIAL);
  });
});

describe('every field keeps its maximum', () => {
  const customer = {
    email: 'a@b.com',
    name: 'Ann',
    phone: '0412345678',
    instagramId: 'ann',
    country: 'Australia',
    city: 'Melbourne',
    role: 3,
    password: 'password1',
    token: '123456',
  };

  it('refuses a NUL in the sign-up name, and a 500,000-character name', () => {
    expect(message(signupRequest, { ...customer, name: 'An\u0000n' })).toBe(SPECIAL);
    expect(message(signupRequest, { ...customer, name: 'x'.repeat(500_000) })).toBe(
      'Name must contain at most 100 characters.',
    );
    expect(message(signupRequest, { ...customer, name: 'x'.repeat(TEXT_LIMITS.name) })).toBeNull();
  });

  it('bounds the venue name at sign-up and on the profile (the map lists it for everyone)', () => {
    const venue = { name: 'x'.repeat(400_000), address: 'A', websiteLink: 'v.com', abn: '12345678901' };
    expect(message(signupRequest, { ...customer, role: 1, venue })).toBe(
      'Name must contain at most 100 characters.',
    );
    const me = { name: 'A', country: 'Australia', city: 'Melbourne', instagramId: 'a' };
    expect(message(updateMeRequest, { ...me, details: { name: 'x'.repeat(101) } })).toBe(
      'Name must contain at most 100 characters.',
    );
    expect(message(updateMeRequest, { ...me, details: { address: 'x'.repeat(201) } })).toBe(
      'Address must contain at most 200 characters.',
    );
  });

  it('bounds e-mail, passwords and social ids', () => {
    expect(message(signupRequest, { ...customer, email: `${'a'.repeat(250)}@b.com` })).toBe(
      'Email must contain at most 254 characters.',
    );
    expect(message(signupRequest, { ...customer, password: 'x'.repeat(129) })).toBe(
      'Password must contain at most 128 characters.',
    );
    expect(message(signupRequest, { ...customer, password: 'pass\u0000word1' })).toBe(SPECIAL);
    // Spaces are part of a password: never trimmed.
    expect(check(signinRequest, { email: 'a@b.com', password: ' secret ' })).toMatchObject({
      ok: true,
      value: { password: ' secret ' },
    });
    expect(message(signupRequest, { ...customer, tiktokId: 'x'.repeat(201) })).toBe(
      'TikTok ID must contain at most 200 characters.',
    );
  });

  it("keeps the spec's texts where docs/spec.md words the limit", () => {
    expect(message(signupRequest, { ...customer, phone: '0'.repeat(500) })).toBe(
      'Phone number is not valid.',
    );
    const now = () => new Date('2025-01-01T00:00:00Z');
    const campaign = {
      type: 1,
      title: 'T',
      conditions: 'C',
      link: 'a.com',
      participantsCount: 1,
      participantsShare: 1,
      endDate: '2025-01-10',
    };
    expect(message(createCampaignSchema(now), { ...campaign, title: 'x'.repeat(71) })).toBe(
      'Title must contain less than 70 characters.',
    );
    expect(message(createCampaignSchema(now), { ...campaign, conditions: 'x'.repeat(401) })).toBe(
      'Conditions must contain less than 400 characters.',
    );
    expect(message(createCampaignSchema(now), { ...campaign, link: `a.${'b'.repeat(500_000)}` })).toBe(
      'Link must contain less than 100 characters.',
    );
    const youtube = submitActivitySchema({ type: 4, platform: 'youtube' });
    const proof = { link: 'a.com/p', disclosed: true };
    expect(message(youtube, { ...proof, youtubeId: 'y'.repeat(101) })).toBe(
      'YouTube username must contain less than 100 characters.',
    );
    // The form sends the username as its YouTube address: the limit counts the username.
    expect(check(youtube, { ...proof, youtubeId: `https://www.youtube.com/@${'y'.repeat(100)}` }).ok).toBe(
      true,
    );
    expect(message(youtube, { ...proof, youtubeId: `https://www.youtube.com/@${'y'.repeat(101)}` })).toBe(
      'YouTube username must contain less than 100 characters.',
    );
  });

  it('lets multi-line fields keep their line breaks, and single-line ones not', () => {
    const now = () => new Date('2025-01-01T00:00:00Z');
    const campaign = {
      type: 1,
      title: 'T',
      conditions: 'Line one\nLine two',
      link: 'a.com',
      participantsCount: 1,
      participantsShare: 1,
      endDate: '2025-01-10',
    };
    expect(check(createCampaignSchema(now), campaign)).toMatchObject({
      ok: true,
      value: { conditions: 'Line one\nLine two' },
    });
    expect(message(createCampaignSchema(now), { ...campaign, title: 'Two\nlines' })).toBe(SPECIAL);
    expect(check(menuItemRequest, { name: 'Soup', price: 1, ingredients: 'a\nb' })).toMatchObject({
      ok: true,
    });
    expect(message(menuItemRequest, { name: 'So\nup', price: 1 })).toBe(SPECIAL);
    expect(check(verifyCampaignRequest, { approve: false, reason: 'One.\nTwo.' })).toMatchObject({
      ok: true,
    });
  });

  it('refuses control characters in fields outside the text() helper too', () => {
    expect(message(bankRequest, { accountName: 'A\u0085', BSB: '063000', accountNumber: '123456' })).toBe(
      SPECIAL,
    );
    expect(message(bankRequest, { accountName: 'A', BSB: '0630001', accountNumber: '123456' })).toBe(
      'BSB must contain 6 digits.',
    );
    expect(
      message(questionRequest, {
        title: 'Q\u0007',
        answers: [
          { title: 'a', isCorrect: true },
          { title: 'b', isCorrect: false },
        ],
      }),
    ).toBe(SPECIAL);
  });
});
