import { LIMITS, ROLES, socialAccountsOf, type Me } from '@spruik/shared';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { findBank } from '../../db/tables/bank-accounts';
import { findOrganisation } from '../../db/tables/organisations';
import type { UserRow } from '../../db/tables/users';
import { toDollars } from '../../lib/money';
import { userBalances } from '../../ledger';
import { connectionsOf } from '../creators';
import { findPayoutAccount, presentPayoutAccount } from '../withdrawals';
import { countReferrals, countUnseenMessages } from './users.repository';

/** The user columns the profile shows (GET /api/users/me reads them with its access check). */
export const ME_COLUMNS = [
  'name',
  'email',
  'phone',
  'instagramId',
  'tiktokId',
  'youtubeId',
  'country',
  'city',
  'level',
  'energy',
  'legendCode',
  'membership',
  'instagramFollowers',
  'tiktokFollowers',
  'youtubeFollowers',
  'socialDeclinedReason',
  'profileEditedAt',
  'createdAt',
] as const satisfies ReadonlyArray<keyof UserRow>;

/** data.user of GET/PUT /api/users/me: the profile with balances read from the ledger, in dollars. */
export async function presentMe(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'role' | 'operatorRole' | 'isActive' | (typeof ME_COLUMNS)[number]>,
  config: Config,
): Promise<Me> {
  const isOrg = user.role === ROLES.venue || user.role === ROLES.business;
  const isCustomer = user.role === ROLES.customer;
  const isPayee = user.role === ROLES.customer || user.role === ROLES.venue;
  const [org, bank, payout, unseen, referrals, balances, connections] = await Promise.all([
    isOrg ? findOrganisation(db, user.id) : undefined,
    isPayee ? findBank(db, user.id) : undefined,
    isPayee ? findPayoutAccount(db, user.id) : null,
    countUnseenMessages(db, user.id),
    user.level === 2 ? countReferrals(db, user.id) : 0,
    userBalances(db, user),
    isCustomer ? connectionsOf(db, config, user.id) : {},
  ]);
  const nextEdit = user.profileEditedAt
    ? new Date(user.profileEditedAt.getTime() + LIMITS.profileEditDays * 86_400_000)
    : null;
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    instagramId: user.instagramId,
    tiktokId: user.tiktokId,
    youtubeId: user.youtubeId,
    country: user.country,
    city: user.city,
    role: user.role,
    level: user.level,
    energy: user.energy,
    wallet: toDollars(balances.walletCents),
    legendCode: user.level === 2 ? user.legendCode : null,
    referralCount: referrals,
    membership: user.membership,
    operatorRole: user.role === ROLES.admin ? user.operatorRole : null,
    isActive: user.isActive,
    customerBank: bank
      ? { accountName: bank.accountName, BSB: bank.bsb, accountNumber: bank.accountNumber }
      : null,
    payoutAccount: isPayee ? presentPayoutAccount(payout, Boolean(bank), config) : null,
    unseenMessages: unseen,
    canEditProfileAt: nextEdit ? nextEdit.toISOString() : null,
    socialAccounts: isCustomer ? socialAccountsOf(user, connections) : [],
    details: org
      ? {
          abn: org.abn,
          name: org.name,
          logo: org.logo,
          address: org.address,
          websiteLink: org.websiteLink,
          credit: toDollars(balances.creditCents),
          totalIncome: user.role === ROLES.venue ? toDollars(balances.totalIncomeCents) : undefined,
          withdrawable: user.role === ROLES.venue ? toDollars(balances.earningsCents) : undefined,
        }
      : null,
    createdAt: user.createdAt.toISOString(),
  };
}
