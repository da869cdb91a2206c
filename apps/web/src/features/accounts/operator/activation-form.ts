import { adminUserUpdateRequest, VENUE_MSG } from '@spruik/shared';
import { z } from 'zod';
import { coordNumber, type CoordText } from './coordinates';

export type ActivationValues = { membership: number; coords: CoordText };

const blank = (s: string) => s.trim() === '';

/**
 * Activation as PUT /api/admin/users/{id} reads it, checked by its shared schema. Empty coordinates first get
 * the documented 'A venue needs map coordinates before it can go live.' (not "Latitude must be a number"),
 * and one empty field asks for both; only typed values meet the number checks.
 */
export const activationForm = z
  .custom<ActivationValues>()
  .superRefine(({ coords }, ctx) => {
    const empty = [blank(coords.latitude), blank(coords.longitude)];
    if (empty[0] && empty[1])
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: VENUE_MSG.coordinatesRequired });
    else if (empty[0] || empty[1])
      ctx.addIssue({
        code: 'custom',
        path: [empty[0] ? 'latitude' : 'longitude'],
        message: VENUE_MSG.coordinatesPair,
      });
  })
  .pipe(
    z.preprocess(
      (v: ActivationValues) => ({
        isActive: true,
        membership: v.membership,
        latitude: coordNumber(v.coords.latitude),
        longitude: coordNumber(v.coords.longitude),
      }),
      adminUserUpdateRequest,
    ),
  );
