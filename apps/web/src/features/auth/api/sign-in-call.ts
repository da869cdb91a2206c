import { type SigninRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

export const signIn = (body: SigninRequest) => call(accountsApi.signin, { body });
