import { type SigninRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { getDeviceToken } from '../../../lib/session';

/** Sends the device token an earlier sign-in from this browser gave, if any (docs/security.md). */
export const signIn = (body: SigninRequest) =>
  call(accountsApi.signin, { body: { ...body, deviceToken: getDeviceToken() } });
