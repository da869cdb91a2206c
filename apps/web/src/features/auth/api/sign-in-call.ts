import { type SigninRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { deviceHeader } from '../../../lib/device-id';

export const signIn = (body: SigninRequest) =>
  call(accountsApi.signin, { body }, { headers: deviceHeader() });
