import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@spruik/shared';
import {
  addCreditPath,
  creditShortfallCents,
  forgetCampaignDraft,
  readCampaignDraft,
  safeReturnPath,
  saveCampaignDraft,
} from './campaign-draft';
import { emptyCampaignForm, linkTooLong } from './campaign-form-values';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
}

describe('campaign draft', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the typed values of one type until the create succeeds', () => {
    const typed = { ...emptyCampaignForm, title: 'Brunch', participantsCount: '40', participantsShare: '5' };
    saveCampaignDraft(4, typed);
    expect(readCampaignDraft(4)).toEqual(typed);
    expect(readCampaignDraft(1)).toBeNull();
    forgetCampaignDraft(4);
    expect(readCampaignDraft(4)).toBeNull();
  });

  it('reads only the form fields, as text, from whatever was stored', () => {
    sessionStorage.setItem('spruik.campaignDraft.4', JSON.stringify({ title: 'A', endDate: 5, evil: 'x' }));
    expect(readCampaignDraft(4)).toEqual({ ...emptyCampaignForm, title: 'A' });
    sessionStorage.setItem('spruik.campaignDraft.4', '{not json');
    expect(readCampaignDraft(4)).toBeNull();
  });
});

describe('Add Credit and back', () => {
  it("sends a business to /credit and a venue to /venue_credit with the form's way back", () => {
    expect(addCreditPath(ROLES.business, 4)).toBe('/credit?return=%2Fcreate_campaign%3Ftype%3D4%26draft%3D1');
    expect(addCreditPath(ROLES.venue, 6)).toBe(
      '/venue_credit?return=%2Fcreate_campaign%3Ftype%3D6%26draft%3D1',
    );
  });
  it('goes back only to pages of this app', () => {
    expect(safeReturnPath('/create_campaign?type=4&draft=1')).toBe('/create_campaign?type=4&draft=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
  it('counts what the budget lacks', () => {
    expect(creditShortfallCents(2000, 1500)).toBe(500);
    expect(creditShortfallCents(1500, 1500)).toBe(0);
    expect(creditShortfallCents(100, 1500)).toBe(0);
  });
});

describe('linkTooLong', () => {
  it('counts the link without its scheme, as the server does', () => {
    const hundred = 'a'.repeat(96) + '.com';
    expect(linkTooLong(hundred)).toBe(false);
    expect(linkTooLong(`https://${hundred}`)).toBe(false);
    expect(linkTooLong(`${hundred}/`)).toBe(true);
  });
});
