import { describe, expect, it } from 'vitest';
import { VENUE_MSG } from '@spruik/shared';
import { activationForm } from './activation-form';

const issue = (latitude: string, longitude: string) => {
  const r = activationForm.safeParse({ membership: 1, coords: { latitude, longitude } });
  return r.success ? null : { path: r.error.issues[0]?.path.join('.'), message: r.error.issues[0]?.message };
};

describe('venue activation form', () => {
  it("says a venue needs coordinates when none are set, not 'Latitude must be a number'", () => {
    expect(issue('', '')).toEqual({ path: 'latitude', message: VENUE_MSG.coordinatesRequired });
    expect(issue('  ', '')).toEqual({ path: 'latitude', message: VENUE_MSG.coordinatesRequired });
  });
  it('asks for both when one is missing, and checks typed numbers', () => {
    expect(issue('-37.8', '')).toEqual({ path: 'longitude', message: VENUE_MSG.coordinatesPair });
    expect(issue('95', '144.9')).toEqual({ path: 'latitude', message: VENUE_MSG.latitudeInvalid });
  });
  it('sends the activation with the coordinates as numbers', () => {
    const r = activationForm.safeParse({ membership: 3, coords: { latitude: '-37.8', longitude: '144.96' } });
    expect(r.success && r.data).toMatchObject({
      isActive: true,
      membership: 3,
      latitude: -37.8,
      longitude: 144.96,
    });
  });
});
