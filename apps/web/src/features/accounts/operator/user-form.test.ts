import { describe, expect, it } from 'vitest';
import { ADMIN_MSG, VENUE_MSG, type AdminUserItem } from '@spruik/shared';
import { userChanges, userForm } from './user-form';

const base: AdminUserItem = {
  _id: 'u1',
  id: 'u1',
  name: 'Vera Venue',
  email: 'v@x.com',
  phone: '0400000000',
  role: 1,
  isActive: false,
  status: 'pending',
  suspension: null,
  membership: null,
  latitude: null,
  longitude: null,
  level: 1,
  legendCode: null,
  energy: 100,
  instagramId: null,
  tiktokId: null,
  youtubeId: null,
  instagramFollowers: null,
  tiktokFollowers: 1200,
  youtubeFollowers: null,
  socialDeclinedReason: null,
  connectedPlatforms: [],
  createdAt: '2026-01-01T00:00:00Z',
  details: { name: 'Bar', abn: '1', address: '1 Lygon St', websiteLink: null, logo: null },
};

describe('userChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(userChanges(base, userForm(base))).toEqual({ ok: true, changes: {} });
  });
  it('sends only what changed, with latitude and longitude together', () => {
    const form = { ...userForm(base), isActive: true, coords: { latitude: '-37.8', longitude: '144.9' } };
    expect(userChanges(base, form)).toEqual({
      ok: true,
      changes: { isActive: true, latitude: -37.8, longitude: 144.9 },
    });
  });
  it("never sends another role's fields", () => {
    const customer = { ...base, role: 3, details: null };
    const form = { ...userForm(customer), level: 2, membership: 3, address: 'x' };
    expect(userChanges(customer, form)).toEqual({ ok: true, changes: { level: 2 } });
  });
  it('clears a follower count with an empty field and checks whole numbers', () => {
    expect(userChanges(base, { ...userForm(base), tiktokFollowers: '' })).toEqual({
      ok: true,
      changes: { tiktokFollowers: null },
    });
    expect(userChanges(base, { ...userForm(base), instagramFollowers: '12,500' })).toEqual({
      ok: true,
      changes: { instagramFollowers: 12500 },
    });
    expect(userChanges(base, { ...userForm(base), instagramFollowers: '1.5' })).toMatchObject({
      ok: false,
      field: 'instagramFollowers',
      message: ADMIN_MSG.followersInvalid,
    });
  });
  it("answers the server's texts for bad coordinates and an empty address", () => {
    const form = userForm(base);
    expect(userChanges(base, { ...form, coords: { latitude: '95', longitude: '1' } })).toMatchObject({
      ok: false,
      message: VENUE_MSG.latitudeInvalid,
    });
    expect(userChanges(base, { ...form, coords: { latitude: '-37', longitude: '' } })).toMatchObject({
      ok: false,
      message: VENUE_MSG.longitudeInvalid,
    });
    expect(userChanges(base, { ...form, address: '  ' })).toMatchObject({
      ok: false,
      message: ADMIN_MSG.addressRequired,
    });
  });
});
