import { type SigninRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { deviceHeader } from '../../../lib/device-id';
import { getDeviceToken } from '../../../lib/session';

/**
 * Sends the browser's device id (a trust signal, lib/device-id.ts) and the device token an earlier sign-in from
 * this browser gave, if any (its own budget under the sign-in limits, docs/security.md).
 */
export const signIn = (body: SigninRequest) =>
  call(accountsApi.signin, { body: { ...body, deviceToken: getDeviceToken() } }, { headers: deviceHeader() });
