/**
 * The console's own accounts: the second factor at sign-in, and the operator roles (owner only). The second
 * factor's routes are public in the contract's sense: the operator has no session yet, so each takes the
 * sign-in's challenge (or, with none, a signed-in operator's bearer token) and checks it itself.
 */
import { OPERATORS, ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { idParams } from '../http/wire';
import {
  confirmEnrolRequest,
  confirmEnrolResponse,
  enrolRequest,
  enrolResponse,
  operatorItem,
  operatorSession,
  operatorsResponse,
  setOperatorRoleRequest,
  TWO_FACTOR_MSG,
  twoFactorStatus,
  verifySecondFactorRequest,
} from '../operators';

const tag = 'Operators';

export const operatorsApi = {
  status: defineRoute({
    method: 'GET',
    path: '/api/two-factor',
    summary: "The signed-in operator's second factor: on or not, and how many recovery codes are left",
    tag,
    access: [ROLES.admin],
    data: twoFactorStatus,
  }),
  enrol: defineRoute({
    method: 'POST',
    path: '/api/two-factor/enrol',
    summary:
      'Start TOTP enrolment: a new secret and its otpauth:// URI (with the sign-in challenge, or signed in)',
    tag,
    access: 'public',
    body: enrolRequest,
    data: enrolResponse,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/two-factor/confirm',
    summary: 'Finish enrolment with a first code: a session and ten recovery codes, shown once',
    tag,
    access: 'public',
    body: confirmEnrolRequest,
    data: confirmEnrolResponse,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/two-factor/verify',
    summary:
      "The sign-in's second step: a TOTP code or a recovery code for the challenge, answered with a session",
    tag,
    access: 'public',
    body: verifySecondFactorRequest,
    data: operatorSession,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/operators',
    summary: 'Every operator with their console role and whether they enrolled a second factor',
    tag,
    access: OPERATORS.owner,
    data: operatorsResponse,
  }),
  setRole: defineRoute({
    method: 'PUT',
    path: '/api/admin/operators/:id',
    summary: "Set another operator's console role (owner, support or finance)",
    tag,
    access: OPERATORS.owner,
    params: idParams({ id: TWO_FACTOR_MSG.notOperator }),
    body: setOperatorRoleRequest,
    data: operatorItem,
  }),
};
