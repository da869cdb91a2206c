import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ABA_SETTINGS } from '../../src/config/aba-settings';
import {
  abaFile,
  AbaFileError,
  becsText,
  type AbaPayment,
  type AbaSettings,
} from '../../src/features/withdrawals/aba-file';

/** Written by hand from the Cemtex field table (not by running abaFile): CRLF after every record. */
const TWO_PAYMENTS = readFileSync(path.join(import.meta.dirname, 'fixtures', 'two-payments.aba'), 'latin1');

const settings: AbaSettings = DEMO_ABA_SETTINGS;
const chloe: AbaPayment = {
  bsb: '082088',
  accountNumber: '87654321',
  accountName: 'Chloe Nguyen',
  amountCents: 215_000,
  reference: 'SPRUIK 1a2b3c4d',
};
const liam: AbaPayment = {
  bsb: '033001',
  accountNumber: '123456',
  accountName: "O'Connor Liam",
  amountCents: 189_050,
  reference: 'SPRUIK 9f8e7d6c',
};
/** 13:00 on Monday 9 March 2026 in Melbourne (AEDT, UTC+11). */
const MONDAY = new Date('2026-03-09T02:00:00Z');

const records = (file: string) => {
  expect(file.endsWith('\r\n')).toBe(true);
  return file.slice(0, -2).split('\r\n');
};
/** Characters from..to, 1-based and inclusive, as the spec numbers them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('abaFile', () => {
  it('writes the hand-made file of two payments byte for byte', () => {
    expect(TWO_PAYMENTS.length).toBe(4 * 122); // the fixture itself: 4 records of 120 + CRLF
    const file = abaFile(settings, [chloe, liam], MONDAY);
    expect(Buffer.from(file, 'latin1').equals(Buffer.from(TWO_PAYMENTS, 'latin1'))).toBe(true);
    expect(file).toBe(TWO_PAYMENTS); // shows the difference when the bytes differ
  });

  it('ends every record, the last too, with CRLF after exactly 120 characters, and has no bare CR or LF', () => {
    const file = abaFile(settings, [chloe, liam, { ...chloe, accountName: 'Line\r\nBreak\tTab' }], MONDAY);
    const lines = records(file);
    expect(lines.map((l) => l[0])).toEqual(['0', '1', '1', '1', '7']);
    for (const line of lines) {
      expect(line).toHaveLength(120);
      expect(line).not.toMatch(/[\r\n]/);
    }
  });

  it('totals the credits in the file total record: net = credit, no debit, the count of detail records', () => {
    const payments = [
      chloe,
      liam,
      { ...liam, amountCents: 1 },
      { ...chloe, amountCents: 9_999_999_999 - 404_051 },
    ];
    const trailer = records(abaFile(settings, payments, MONDAY)).at(-1) ?? '';
    expect(at(trailer, 1, 8)).toBe('7999-999');
    expect(at(trailer, 9, 20)).toBe(' '.repeat(12));
    expect(at(trailer, 21, 30)).toBe('9999999999'); // net
    expect(at(trailer, 31, 40)).toBe('9999999999'); // credit
    expect(at(trailer, 41, 50)).toBe('0000000000'); // debit
    expect(at(trailer, 51, 74)).toBe(' '.repeat(24));
    expect(at(trailer, 75, 80)).toBe('000004');
    expect(at(trailer, 81, 120)).toBe(' '.repeat(40));
  });

  it('uses the Melbourne date: 20:30 UTC on 9 March is 10 March in Melbourne', () => {
    const header = records(abaFile(settings, [chloe], new Date('2026-03-09T20:30:00Z')))[0];
    expect(at(header, 75, 80)).toBe('100326');
    // And in winter (AEST, UTC+10): 14:00 UTC on 30 June is 1 July.
    const winter = records(abaFile(settings, [chloe], new Date('2026-06-30T14:00:00Z')))[0];
    expect(at(winter, 75, 80)).toBe('010726');
    // 12:59 UTC on 30 June is still 30 June (22:59 in Melbourne).
    const late = records(abaFile(settings, [chloe], new Date('2026-06-30T12:59:00Z')))[0];
    expect(at(late, 75, 80)).toBe('300626');
  });
});

describe('text fields: the BECS characters only, cut to their width', () => {
  it('keeps letters, digits, space and the allowed punctuation', () => {
    const allowed = "AZaz09 &',-./+$!%()*#=:?[]_^@";
    expect(becsText(allowed)).toBe(allowed);
  });

  it('drops accents, straightens quotes, and turns any other character into one space', () => {
    expect(becsText('Zoë  Ångström')).toBe('Zoe Angstrom');
    expect(becsText('O’Brien')).toBe("O'Brien");
    expect(becsText('a"b;c<d>e\\f|g~h{i}j')).toBe('a b c d e f g h i j');
    expect(becsText('Line\r\nBreak\tTab')).toBe('Line Break Tab');
    expect(becsText('  王 Wei 🙂 ')).toBe('Wei');
  });

  it('writes the cleaned text in its field, cut to the width, blank-filled', () => {
    const long: AbaPayment = {
      ...chloe,
      accountName: 'Renée "Ren" Castellanos-Whitfield of Brunswick',
      reference: '--0 SPRUIK abcdefgh; extra words',
    };
    const detail = records(abaFile(settings, [long], MONDAY))[1];
    expect(at(detail, 31, 62)).toBe('Renee Ren Castellanos-Whitfield ');
    // No leading zeros, hyphens or spaces; 18 characters.
    expect(at(detail, 63, 80)).toBe('SPRUIK abcdefgh ex');
    const header = records(
      abaFile({ ...settings, userName: 'Spruik & Co — Payments Pty Ltd' }, [chloe], MONDAY),
    )[0];
    expect(at(header, 31, 56)).toBe('Spruik & Co Payments Pty L');
  });
});

describe('refusals: nothing is written', () => {
  const refuses = (payments: AbaPayment[], s: AbaSettings = settings) =>
    expect(() => abaFile(s, payments, MONDAY)).toThrow(AbaFileError);

  it('refuses an empty list', () => refuses([]));

  it.each([0, -100, 10_000_000_000, 12.5, Number.NaN])('refuses an amount of %s cents', (amountCents) =>
    refuses([chloe, { ...liam, amountCents }]),
  );

  it('accepts the bounds: 1 cent and 99,999,999.99', () => {
    const detail = records(abaFile(settings, [{ ...chloe, amountCents: 9_999_999_999 }], MONDAY))[1];
    expect(at(detail, 21, 30)).toBe('9999999999');
    expect(at(records(abaFile(settings, [{ ...chloe, amountCents: 1 }], MONDAY))[1], 21, 30)).toBe(
      '0000000001',
    );
  });

  it('refuses a total that does not fit 10 digits of cents', () =>
    refuses([
      { ...chloe, amountCents: 9_999_999_999 },
      { ...liam, amountCents: 1 },
    ]));

  it.each(['08208', '0820888', '082-088', '08208a', ''])('refuses the BSB %j', (bsb) =>
    refuses([{ ...chloe, bsb }]),
  );

  it.each(['1234', '1234567890', '1234-567', '12 3456', '00000', ''])(
    'refuses the account number %j',
    (accountNumber) => refuses([{ ...chloe, accountNumber }]),
  );

  it('accepts account numbers of 5 and 9 digits, right-justified', () => {
    const file = abaFile(
      settings,
      [
        { ...chloe, accountNumber: '12345' },
        { ...liam, accountNumber: '012345678' },
      ],
      MONDAY,
    );
    const [, five, nine] = records(file);
    expect(at(five, 9, 17)).toBe('    12345');
    expect(at(nine, 9, 17)).toBe('012345678');
  });

  it('refuses an account name with no character the file can carry', () =>
    refuses([{ ...chloe, accountName: '王伟' }]));

  it.each([
    ['bank code', { bankCode: 'CB' }],
    ['APCA id', { apcaId: '30150' }],
    ['trace BSB', { traceBsb: '062-000' }],
    ['trace account', { traceAccount: '1234' }],
    ['remitter', { remitter: '   ' }],
  ])('refuses settings with a bad %s', (_name, bad) => refuses([chloe], { ...settings, ...bad }));
});
