import { accountsApi, type SigninRequest } from '@spruik/shared';
import { call } from '../../../lib/api';

export const signIn = (body: SigninRequest) => call(accountsApi.signin, { body });
