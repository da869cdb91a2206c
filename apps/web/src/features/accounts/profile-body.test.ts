import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { HANDLE_RULES, MSG, ROLES } from '@spruik/shared';
import { submitForm } from '../../lib/form-testing';
import { profileForm, type ProfileValues } from './profile-body';

const base: ProfileValues = {
  name: 'Vera',
  country: 'Australia',
  city: 'Melbourne',
  instagramId: 'vera',
  tiktokId: '',
  youtubeId: '',
  details: { name: 'The Bar', address: '1 Lane', websiteLink: 'thebar.com.au' },
};
const submit = (role: number, values: ProfileValues, logo?: string) =>
  submitForm(zodResolver(profileForm(role, logo)), values);

describe('the edit-profile form (zodResolver over the shared profile schema)', () => {
  it('puts the fill-form message on the first empty field', async () => {
    const r = await submit(ROLES.customer, { ...base, instagramId: ' ' });
    expect(r).toMatchObject({ message: MSG.fillForm, at: ['instagramId'] });
  });
  it('puts the handle rule on the Instagram or TikTok field', async () => {
    expect(await submit(ROLES.customer, { ...base, instagramId: 'vera b' })).toMatchObject({
      message: HANDLE_RULES.instagram.message,
      at: ['instagramId'],
    });
    expect(await submit(ROLES.customer, { ...base, tiktokId: 'v' })).toMatchObject({
      message: HANDLE_RULES.tiktok.message,
      at: ['tiktokId'],
    });
  });
  it("checks the venue's details as the server does, on their fields", async () => {
    const link = await submit(ROLES.venue, { ...base, details: { ...base.details, websiteLink: 'nodot' } });
    expect(link).toMatchObject({ message: MSG.linkInvalid, at: ['details.websiteLink'] });
    const empty = await submit(ROLES.venue, { ...base, details: { ...base.details, address: '' } });
    expect(empty).toMatchObject({ message: MSG.fillForm, at: ['details.address'] });
  });
  it('sends customers no details, and a business its name with the logo it keeps', async () => {
    expect((await submit(ROLES.customer, base)).sent).not.toHaveProperty('details');
    expect((await submit(ROLES.business, base, 'logo.png')).sent).toMatchObject({
      details: { name: 'The Bar', logo: 'logo.png' },
    });
  });
});
