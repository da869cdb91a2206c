import { z } from 'zod';

/**
 * Who pays in the operator's ABA bank file (features/withdrawals/aba-file.ts): what the paying bank gave the
 * platform for direct entry. Held apart from env.ts so the bank file's settings read in one place.
 */
export type AbaSettings = {
  /** The paying bank's approved abbreviation, 3 capital letters (CBA, WBC, NAB, ANZ…). */
  bankCode: string;
  /** The user name the bank holds for the direct entry user (up to 26 characters). */
  userName: string;
  /** The direct entry user id the bank allocated (APCA user id), 6 digits. */
  apcaId: string;
  /** The name the payee's statement shows as the payer (up to 16 characters). */
  remitter: string;
  /** The paying account, so a payment can be traced back: its BSB (6 digits) and account number (5-9 digits). */
  traceBsb: string;
  traceAccount: string;
  /** The description of the file's entries (up to 12 characters). */
  description: string;
};

/** The description every payout file carries. */
const DESCRIPTION = 'PAYOUTS';

/** Outside production, when none is set, so the demo can download a file. Not a real user id or account. */
export const DEMO_ABA_SETTINGS: AbaSettings = {
  bankCode: 'CBA',
  userName: 'SPRUIK PTY LTD',
  apcaId: '301500',
  remitter: 'SPRUIK',
  traceBsb: '062000',
  traceAccount: '12345678',
  description: DESCRIPTION,
};

/** Unset or blank is unset; a value is checked by `rule`. */
const optional = (rule: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(rule.optional());

/** The six variables, merged into env.ts's schema. */
export const abaEnvShape = {
  ABA_BANK_CODE: optional(
    z.string().regex(/^[A-Za-z]{3}$/, "must be the bank's 3-letter abbreviation, e.g. CBA"),
  ),
  ABA_USER_NAME: optional(z.string().max(26, 'must be at most 26 characters (the ABA field)')),
  ABA_APCA_ID: optional(z.string().regex(/^\d{6}$/, 'must be the 6-digit direct entry (APCA) user id')),
  ABA_REMITTER: optional(z.string().max(16, 'must be at most 16 characters (the ABA field)')),
  ABA_TRACE_BSB: optional(z.string().regex(/^\d{3}-?\d{3}$/, 'must be a BSB, 6 digits (062-000 or 062000)')),
  ABA_TRACE_ACCOUNT: optional(z.string().regex(/^\d{5,9}$/, 'must be an account number of 5 to 9 digits')),
};

type AbaEnv = { [K in keyof typeof abaEnvShape]?: string };

/**
 * All six set: the file's settings. None set: none (no bank file; its route answers 503), except outside production
 * where the demo's stand in. Some but not all: a mistake, answered as an error line.
 */
export function abaSettings(
  e: AbaEnv,
  isProduction: boolean,
): { value: AbaSettings | null } | { error: string } {
  const { ABA_BANK_CODE: bank, ABA_USER_NAME: user, ABA_APCA_ID: apca, ABA_REMITTER: remitter } = e;
  const { ABA_TRACE_BSB: traceBsb, ABA_TRACE_ACCOUNT: traceAccount } = e;
  if (bank && user && apca && remitter && traceBsb && traceAccount) {
    return {
      value: {
        bankCode: bank.toUpperCase(),
        userName: user,
        apcaId: apca,
        remitter,
        traceBsb: traceBsb.replace('-', ''),
        traceAccount,
        description: DESCRIPTION,
      },
    };
  }
  const names = Object.keys(abaEnvShape) as Array<keyof AbaEnv>;
  const unset = names.filter((name) => !e[name]);
  if (unset.length === names.length) return { value: isProduction ? null : DEMO_ABA_SETTINGS };
  return {
    error: `${unset.join(', ')}: the ABA bank file needs all of ${names.join(', ')}, or none of them.`,
  };
}
