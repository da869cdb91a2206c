/**
 * The campaign form kept while its owner adds credit (docs/business-rules.md "Not enough credit"): Add Credit
 * saves what was typed for this tab's session and the credit page offers the way back, where the form
 * starts from it. A successful create forgets it.
 */
import { ROLES } from '@spruik/shared';
import { emptyCampaignForm, type CampaignFormValues } from './campaign-form-values';

const keyOf = (type: number) => `spruik.campaignDraft.${type}`;

export function saveCampaignDraft(type: number, values: CampaignFormValues) {
  try {
    sessionStorage.setItem(keyOf(type), JSON.stringify(values));
  } catch {
    // storage full or blocked: the link still works, the form starts empty
  }
}

/** The saved form of this type, or null; only known fields, as text. */
export function readCampaignDraft(type: number): CampaignFormValues | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(keyOf(type)) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const saved = raw as Record<string, unknown>;
  const out = { ...emptyCampaignForm };
  for (const k of Object.keys(out) as Array<keyof CampaignFormValues>)
    if (typeof saved[k] === 'string') (out as Record<string, string>)[k] = saved[k];
  return out;
}

export function forgetCampaignDraft(type: number) {
  try {
    sessionStorage.removeItem(keyOf(type));
  } catch {
    // nothing kept
  }
}

/** Where the credit page sends the owner back: this type's form, restored from the draft. */
export const draftReturnPath = (type: number) => `/create_campaign?type=${type}&draft=1`;

/** The role's credit page, with the way back to the form. */
export const addCreditPath = (role: number | null, type: number) =>
  `${role === ROLES.venue ? '/venue_credit' : '/credit'}?return=${encodeURIComponent(draftReturnPath(type))}`;

/** A return path from the address bar, kept only when it is one of this app's own pages (no other site). */
export const safeReturnPath = (raw: string | null) =>
  raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;

/** How many cents the budget exceeds the available credit (dollars), or 0 when it is covered. */
export const creditShortfallCents = (budgetCents: number, creditCents: number) =>
  Math.max(0, budgetCents - creditCents);
