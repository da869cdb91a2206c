import { CAMPAIGN_TIME_ZONE } from '@spruik/shared';
import type { AbaSettings } from '../../config/aba-settings';

/**
 * The operator's bank file: an ABA (Cemtex) direct entry file the paying bank imports to pay withdrawals.
 *
 * Layout: the Cemtex ABA file format details (cemtexaba.com, as quoted field by field in public generators): a
 * type 0 descriptive record, a type 1 detail record per payment, a type 7 file total record, each exactly 120
 * characters and ended by CRLF. Text: the BECS character set as Azupay's ABA guide lists it
 * (developer.azupay.com.au/docs/payment-payout-batch-files), which the ruby `aba` gem's BECS_PATTERN also allows.
 *
 * Written here rather than with npm `aba-generator` 2.1.0: read and tried, it leaves the last record without CRLF,
 * takes the processing date in the server's own time zone (a UTC server writes yesterday before 13:00 in
 * Melbourne), carries money as floating dollars and cuts an over-long number from the right (123,456,789.01
 * became 1234567890 cents), and passes text unchecked (a line break in a name splits the record). Each needs a
 * workaround, after which it would only pad fields.
 */

export type { AbaSettings };

export type AbaPayment = {
  /** 6 digits. */
  bsb: string;
  /** 5 to 9 digits. */
  accountNumber: string;
  accountName: string;
  amountCents: number;
  /** The lodgement reference on the payee's statement ("SPRUIK " + the withdrawal id's first 8 characters). */
  reference: string;
};

/** A payment or setting the file cannot carry: nothing is written. */
export class AbaFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AbaFileError';
  }
}

const RECORD_LENGTH = 120;
/** 10 digits of cents: $99,999,999.99, for an amount and for each total. */
const MAX_CENTS = 9_999_999_999;
/** 6 digits of type 1 records. */
const MAX_RECORDS = 999_999;
/** Transaction code 53: pay (a credit). */
const PAY = '53';

/** Anything outside the BECS set (letters, digits, space and this punctuation) becomes a space. */
const NOT_BECS = /[^A-Za-z0-9 &',\-./+$!%()*#=:?[\]_^@]/g;

/** A text field's content: accents dropped (é → e), curly quotes straight, the rest outside the set a space. */
export function becsText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`]/g, "'")
    .replace(NOT_BECS, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Left-justified, blank-filled, cut to the width. */
const left = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
/** Right-justified; the callers have checked the width. */
const right = (value: string | number, width: number, fill: '0' | ' ') => String(value).padStart(width, fill);
const bsbField = (sixDigits: string) => `${sixDigits.slice(0, 3)}-${sixDigits.slice(3)}`;

function record(fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`ABA record of ${line.length} characters`); // a bug here
  return `${line}\r\n`;
}

/** DDMMYY of the Melbourne day (the bank's day), whatever the server's time zone. */
function melbourneDdmmyy(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: CAMPAIGN_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}`;
}

function checkSettings(s: AbaSettings): void {
  if (!/^[A-Z]{3}$/.test(s.bankCode)) throw new AbaFileError('bank code: 3 capital letters');
  if (!/^\d{6}$/.test(s.apcaId)) throw new AbaFileError('APCA user id: 6 digits');
  if (!/^\d{6}$/.test(s.traceBsb)) throw new AbaFileError('trace BSB: 6 digits');
  if (!/^\d{5,9}$/.test(s.traceAccount)) throw new AbaFileError('trace account: 5 to 9 digits');
  for (const [name, value] of [
    ['user name', s.userName],
    ['remitter', s.remitter],
    ['description', s.description],
  ]) {
    if (!becsText(value)) throw new AbaFileError(`${name}: none of its characters can be written`);
  }
}

/** Refuses what the bank would reject or pay wrongly; names the payment by its reference. */
function checkPayment(p: AbaPayment): void {
  const which = `payment ${JSON.stringify(p.reference)}`;
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0 || p.amountCents > MAX_CENTS) {
    throw new AbaFileError(`${which}: the amount must be whole cents from 0.01 to 99,999,999.99`);
  }
  if (!/^\d{6}$/.test(p.bsb)) throw new AbaFileError(`${which}: the BSB must be 6 digits`);
  if (!/^\d{5,9}$/.test(p.accountNumber) || /^0+$/.test(p.accountNumber)) {
    throw new AbaFileError(`${which}: the account number must be 5 to 9 digits, not all zeros`);
  }
  if (!becsText(p.accountName))
    throw new AbaFileError(`${which}: the account name has no character the file allows`);
}

/**
 * The ABA file paying `payments` from the settings' account, to be processed on the Melbourne day of
 * `processingDate`. Throws an AbaFileError, writing nothing, for an empty list or a payment the file cannot carry.
 */
export function abaFile(settings: AbaSettings, payments: AbaPayment[], processingDate: Date): string {
  checkSettings(settings);
  if (payments.length === 0) throw new AbaFileError('no payment to write');
  if (payments.length > MAX_RECORDS) throw new AbaFileError(`at most ${MAX_RECORDS} payments in one file`);
  payments.forEach(checkPayment);
  const totalCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  if (totalCents > MAX_CENTS) throw new AbaFileError('the total is over 99,999,999.99: split the payments');

  const descriptive = record([
    '0',
    ' '.repeat(17),
    '01', // reel sequence number
    settings.bankCode,
    ' '.repeat(7),
    left(becsText(settings.userName), 26),
    settings.apcaId,
    left(becsText(settings.description), 12),
    melbourneDdmmyy(processingDate),
    ' '.repeat(40),
  ]);
  const details = payments.map((p) =>
    record([
      '1',
      bsbField(p.bsb),
      right(p.accountNumber, 9, ' '),
      ' ', // indicator: none
      PAY,
      right(p.amountCents, 10, '0'),
      left(becsText(p.accountName), 32),
      // "No leading spaces, zeroes, hyphens".
      left(becsText(p.reference).replace(/^[0 -]+/, ''), 18),
      bsbField(settings.traceBsb),
      right(settings.traceAccount, 9, ' '),
      left(becsText(settings.remitter), 16),
      '0'.repeat(8), // withholding tax: none
    ]),
  );
  const fileTotal = record([
    '7',
    '999-999',
    ' '.repeat(12),
    right(totalCents, 10, '0'), // net: credits less debits, and there are no debits
    right(totalCents, 10, '0'),
    '0'.repeat(10),
    ' '.repeat(24),
    right(payments.length, 6, '0'),
    ' '.repeat(40),
  ]);
  return descriptive + details.join('') + fileTotal;
}
