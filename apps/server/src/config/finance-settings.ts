import { z } from 'zod';
import { isValidAbn, percentToBasisPoints } from '@spruik/shared';
import { flag } from './switch';

/**
 * The platform's own books (docs/finance.md): its service fee, whether it charges GST, and the seller that receipts
 * and tax invoices name. Held apart from env.ts so the finance settings read in one place.
 */
export type FinanceSettings = {
  /** PLATFORM_FEE_PERCENT in basis points (10% → 1000); 0, the default, charges no fee. */
  feeBasisPoints: number;
  /** GST_REGISTERED: tax invoices show the GST in the fee, 1/11 of it. */
  gstRegistered: boolean;
  /** The seller on receipts and tax invoices; null in production until all three are set. */
  seller: { legalName: string; abn: string; address: string } | null;
};

/** Outside production, when none is set, so the demo prints a whole invoice. The ABN is the ATO's own example. */
export const DEMO_FINANCE_SETTINGS: FinanceSettings = {
  feeBasisPoints: 0,
  gstRegistered: false,
  seller: {
    legalName: 'Spruik Demo Pty Ltd',
    abn: '51824753556',
    address: '1 Example Lane, Melbourne VIC 3000',
  },
};

const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** The five variables, merged into env.ts's schema. */
export const financeEnvShape = {
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must have at most two decimals')
    .default(0),
  GST_REGISTERED: flag(false),
  PLATFORM_LEGAL_NAME: optional.pipe(z.string().max(120).optional()),
  PLATFORM_ABN: optional.pipe(
    z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .refine(isValidAbn, 'must be an ABN whose check digits add up (11 digits)')
      .optional(),
  ),
  PLATFORM_ADDRESS: optional.pipe(z.string().max(200).optional()),
};

type FinanceEnv = {
  PLATFORM_FEE_PERCENT: number;
  GST_REGISTERED: boolean;
  PLATFORM_LEGAL_NAME?: string;
  PLATFORM_ABN?: string;
  PLATFORM_ADDRESS?: string;
};

/**
 * The seller is all three of name, ABN and address, or none (outside production the demo's stand in). Production
 * refuses a fee without a seller: every fee is invoiced, and a tax invoice must name who issues it.
 */
export function financeSettings(
  e: FinanceEnv,
  isProduction: boolean,
): { value: FinanceSettings } | { error: string } {
  const { PLATFORM_LEGAL_NAME: legalName, PLATFORM_ABN: abn, PLATFORM_ADDRESS: address } = e;
  const base = {
    feeBasisPoints: percentToBasisPoints(e.PLATFORM_FEE_PERCENT),
    gstRegistered: e.GST_REGISTERED,
  };
  if (legalName && abn && address) return { value: { ...base, seller: { legalName, abn, address } } };
  if (legalName || abn || address) {
    return {
      error:
        'PLATFORM_LEGAL_NAME, PLATFORM_ABN and PLATFORM_ADDRESS go together: receipts and tax invoices need all three, or none.',
    };
  }
  if (!isProduction) return { value: { ...base, seller: DEMO_FINANCE_SETTINGS.seller } };
  if (base.feeBasisPoints > 0 || base.gstRegistered) {
    return {
      error:
        'PLATFORM_FEE_PERCENT or GST_REGISTERED is set without PLATFORM_LEGAL_NAME, PLATFORM_ABN and PLATFORM_ADDRESS: every fee gets a tax invoice, which must name its issuer.',
    };
  }
  return { value: { ...base, seller: null } };
}
