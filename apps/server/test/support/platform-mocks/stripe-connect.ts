/**
 * A local stand-in for api.stripe.com's Connect calls the payout rail makes: Express accounts and their onboarding
 * links, Transfers and their reversals, and Payouts on a connected account (the Stripe-Account header).
 *
 * Shapes follow Stripe's OpenAPI spec (github.com/stripe/openapi, spec3.json, v2596) as the stripe-node SDK's
 * generated types carry it (resources/Accounts, AccountLinks, Transfers, TransferReversals, Payouts, Events):
 * the objects below are typed with those types, so a missing or misspelt field fails typecheck. Errors follow
 * https://docs.stripe.com/api/errors and https://docs.stripe.com/error-codes; idempotency follows
 * https://docs.stripe.com/api/idempotent_requests (same key and account: the first answer again, marked
 * Idempotent-Replayed; same key with other parameters: a 400 idempotency_error).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const STRIPE_MOCK_KEY = 'sk_test_mock';
/** The Connect endpoint's signing secret the tests configure (STRIPE_CONNECT_WEBHOOK_SECRET). */
export const STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_connect_test_secret';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json; headers?: Record<string, string> };
type FormTree = { [key: string]: string | FormTree };

export type ConnectMockRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  /** Answered from the idempotency store: no new object was made. */
  replayed: boolean;
};

type Match = { method?: string; path?: string | RegExp };
type Injection = { match: Match; times: number } & (
  { kind: 'answer'; answer: Answer } | { kind: 'hang'; process: boolean }
);

type MockAccount = { account: Stripe.Account; balance: number; instantPayouts: boolean };

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's error body: https://docs.stripe.com/api/errors */
export const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): Answer => ({
  status,
  body: {
    error: {
      type,
      message,
      ...extra,
      ...(extra.code && {
        doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll('_', '-')}`,
      }),
    },
  },
});

/** Bracketed form fields (metadata[withdrawalId], settings[payouts][schedule][interval]) as nested objects. */
function formTree(form: URLSearchParams): FormTree {
  const tree: FormTree = {};
  for (const [key, value] of form) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = tree;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = typeof next === 'object' ? next : (node[part] = {});
      }
    });
  }
  return tree;
}

const metadataOf = (tree: FormTree): Record<string, string> => {
  const m = tree.metadata;
  return typeof m === 'object' ? Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v)])) : {};
};

const text = (tree: FormTree, key: string) => (typeof tree[key] === 'string' ? tree[key] : undefined);

const requirements = (due: string[]): Stripe.Account.Requirements => ({
  alternatives: [],
  current_deadline: null,
  currently_due: due,
  disabled_reason: due.length ? 'requirements.past_due' : null,
  errors: [],
  eventually_due: due,
  past_due: due,
  pending_verification: [],
});

/** What an Express account still needs right after it is made (Stripe asks these before the first transfer). */
const NEW_ACCOUNT_DUE = [
  'business_type',
  'external_account',
  'individual.dob.day',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export async function startStripeConnectMock() {
  const accounts = new Map<string, MockAccount>();
  const transfers: Stripe.Transfer[] = [];
  const reversals: Stripe.TransferReversal[] = [];
  const payouts: Array<Stripe.Payout & { account: string }> = [];
  const requests: ConnectMockRequest[] = [];
  /** Idempotency-Key (scoped by Stripe-Account) → the first request's body and its answer. */
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  const injections: Injection[] = [];
  const hanging = new Set<ServerResponse>();
  let down = false;

  function createAccount(tree: FormTree): Answer {
    if (text(tree, 'type') !== 'express')
      return stripeError(400, 'invalid_request_error', 'The mock only makes Express accounts.', {
        param: 'type',
      });
    const country = text(tree, 'country') ?? 'US';
    const schedule = ((tree.settings as FormTree | undefined)?.payouts as FormTree | undefined)?.schedule as
      FormTree | undefined;
    const account: Stripe.Account = {
      id: id('acct_'),
      object: 'account',
      type: 'express',
      business_profile: null,
      business_type: null,
      capabilities: { transfers: 'inactive' },
      charges_enabled: false,
      country,
      created: now(),
      default_currency: country === 'AU' ? 'aud' : 'usd',
      details_submitted: false,
      email: text(tree, 'email') ?? null,
      metadata: metadataOf(tree),
      payouts_enabled: false,
      requirements: requirements(NEW_ACCOUNT_DUE),
      settings: {
        branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
        card_payments: {
          statement_descriptor_prefix: null,
          statement_descriptor_prefix_kana: null,
          statement_descriptor_prefix_kanji: null,
        },
        dashboard: { display_name: null, timezone: 'Etc/UTC' },
        payments: {
          statement_descriptor: null,
          statement_descriptor_kana: null,
          statement_descriptor_kanji: null,
          statement_descriptor_prefix_kana: null,
          statement_descriptor_prefix_kanji: null,
        },
        payouts: {
          debit_negative_balances: true,
          schedule: { delay_days: 2, interval: (schedule && text(schedule, 'interval')) ?? 'daily' },
          statement_descriptor: null,
        },
      },
      tos_acceptance: { date: null },
    };
    accounts.set(account.id, { account, balance: 0, instantPayouts: false });
    return { status: 200, body: account as unknown as Json };
  }

  function accountLink(tree: FormTree): Answer {
    const account = text(tree, 'account') ?? '';
    if (!accounts.has(account))
      return stripeError(400, 'invalid_request_error', `No such account: '${account}'`, {
        code: 'resource_missing',
        param: 'account',
      });
    const type = text(tree, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update')
      return stripeError(400, 'invalid_request_error', 'Invalid type.', { param: 'type' });
    for (const param of ['refresh_url', 'return_url'])
      if (!text(tree, param))
        return stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
          code: 'parameter_missing',
          param,
        });
    const created = now();
    const link: Stripe.AccountLink = {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${account}/${randomBytes(9).toString('base64url')}`,
    };
    return { status: 200, body: link as unknown as Json };
  }

  function createTransfer(tree: FormTree): Answer {
    const amount = Number(text(tree, 'amount'));
    const currency = text(tree, 'currency');
    const destination = text(tree, 'destination') ?? '';
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    if (!currency)
      return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', {
        code: 'parameter_missing',
        param: 'currency',
      });
    const to = accounts.get(destination);
    if (!to)
      return stripeError(400, 'invalid_request_error', `No such destination: '${destination}'`, {
        code: 'resource_missing',
        param: 'destination',
      });
    if (to.account.capabilities?.transfers !== 'active')
      return stripeError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    const transferId = id('tr_');
    const transfer: Stripe.Transfer = {
      id: transferId,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: id('txn_'),
      created: now(),
      currency,
      description: null,
      destination,
      destination_payment: id('py_'),
      livemode: false,
      metadata: metadataOf(tree),
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${transferId}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: text(tree, 'transfer_group') ?? null,
    };
    transfers.push(transfer);
    to.balance += amount;
    return { status: 200, body: transfer as unknown as Json };
  }

  function reverseTransfer(transferId: string, tree: FormTree): Answer {
    const transfer = transfers.find((t) => t.id === transferId);
    if (!transfer)
      return stripeError(404, 'invalid_request_error', `No such transfer: '${transferId}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    const remaining = transfer.amount - transfer.amount_reversed;
    const amount = text(tree, 'amount') === undefined ? remaining : Number(text(tree, 'amount'));
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining)
      return stripeError(
        400,
        'invalid_request_error',
        remaining === 0
          ? `Transfer ${transferId} has already been fully reversed.`
          : `You cannot reverse more than the unreversed amount of the transfer (${remaining}).`,
        { param: 'amount' },
      );
    const reversal: Stripe.TransferReversal = {
      id: id('trr_'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: id('txn_'),
      created: now(),
      currency: transfer.currency,
      destination_payment_refund: id('pyr_'),
      metadata: metadataOf(tree),
      source_refund: null,
      transfer: transfer.id,
    };
    reversals.push(reversal);
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.push(reversal);
    const destination =
      typeof transfer.destination === 'string' ? accounts.get(transfer.destination) : undefined;
    if (destination) destination.balance -= amount;
    return { status: 200, body: reversal as unknown as Json };
  }

  function createPayout(stripeAccount: string | null, tree: FormTree): Answer {
    if (!stripeAccount)
      return stripeError(400, 'invalid_request_error', 'The mock makes payouts on connected accounts only.');
    const on = accounts.get(stripeAccount);
    if (!on)
      return stripeError(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${stripeAccount}' (or that account does not exist).`,
        { code: 'account_invalid' },
      );
    const amount = Number(text(tree, 'amount'));
    const method = text(tree, 'method') ?? 'standard';
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    if (!on.account.payouts_enabled)
      return stripeError(400, 'invalid_request_error', 'Payouts are not enabled on this account.', {
        code: 'payouts_not_allowed',
      });
    if (method === 'instant' && !on.instantPayouts)
      return stripeError(
        400,
        'invalid_request_error',
        'This account has no external account eligible for instant payouts.',
        {
          code: 'instant_payouts_unsupported',
          param: 'method',
        },
      );
    if (amount > on.balance)
      return stripeError(
        400,
        'invalid_request_error',
        'You have insufficient funds in your Stripe account.',
        {
          code: 'balance_insufficient',
          param: 'amount',
        },
      );
    const created = now();
    const payout: Stripe.Payout = {
      id: id('po_'),
      object: 'payout',
      amount,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: method === 'instant' ? created : created + 2 * 86_400,
      automatic: false,
      balance_transaction: id('txn_'),
      created,
      currency: text(tree, 'currency') ?? 'usd',
      description: null,
      destination: method === 'instant' ? id('card_') : id('ba_'),
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: metadataOf(tree),
      method,
      original_payout: null,
      payout_method: null,
      reconciliation_status: 'not_applicable',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: null,
      status: method === 'instant' ? 'in_transit' : 'pending',
      trace_id: null,
      type: method === 'instant' ? 'card' : 'bank_account',
    };
    payouts.push({ ...payout, account: stripeAccount });
    on.balance -= amount;
    return { status: 200, body: payout as unknown as Json };
  }

  /** The API proper: what Stripe would answer (and keep under the idempotency key). */
  function route(method: string, path: string, stripeAccount: string | null, tree: FormTree): Answer {
    if (method === 'POST' && path === '/v1/accounts') return createAccount(tree);
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) {
      const found = accounts.get(decodeURIComponent(account[1]));
      return found
        ? { status: 200, body: found.account as unknown as Json }
        : stripeError(404, 'invalid_request_error', `No such account: '${account[1]}'`, {
            code: 'resource_missing',
            param: 'id',
          });
    }
    if (method === 'POST' && path === '/v1/account_links') return accountLink(tree);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(tree);
    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && transfer) {
      const found = transfers.find((t) => t.id === decodeURIComponent(transfer[1]));
      return found
        ? { status: 200, body: found as unknown as Json }
        : stripeError(404, 'invalid_request_error', `No such transfer: '${transfer[1]}'`, {
            code: 'resource_missing',
            param: 'id',
          });
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversal) return reverseTransfer(decodeURIComponent(reversal[1]), tree);
    if (method === 'POST' && path === '/v1/payouts') return createPayout(stripeAccount, tree);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const matches = (m: Match, method: string, path: string) =>
    (!m.method || m.method === method) &&
    (!m.path || (typeof m.path === 'string' ? m.path === path : m.path.test(path)));

  function takeInjection(method: string, path: string): Injection | undefined {
    const i = injections.findIndex((x) => matches(x.match, method, path));
    if (i < 0) return undefined;
    const found = injections[i];
    if (--found.times <= 0) injections.splice(i, 1);
    return found;
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] ? String(req.headers['idempotency-key']) : null;
    const stripeAccount = req.headers['stripe-account'] ? String(req.headers['stripe-account']) : null;
    const record: ConnectMockRequest = {
      method,
      path,
      form: new URLSearchParams(raw),
      idempotencyKey,
      stripeAccount,
      replayed: false,
    };
    requests.push(record);
    const send = (a: Answer) => {
      res.writeHead(a.status, {
        'content-type': 'application/json',
        'request-id': id('req_'),
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        ...a.headers,
      });
      res.end(JSON.stringify(a.body));
    };

    if (down) return send(stripeError(500, 'api_error', 'The mock is down.'));
    if (req.headers.authorization !== `Bearer ${STRIPE_MOCK_KEY}`)
      return send(stripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
    const injected = takeInjection(method, path);
    if (injected?.kind === 'answer') return send(injected.answer);

    // Stripe keeps a POST's answer under its key, per connected account, and gives it back to a retry.
    const scope =
      idempotencyKey && method === 'POST' ? `${stripeAccount ?? 'platform'} ${idempotencyKey}` : null;
    const fingerprint = `${path} ${raw}`;
    const kept = scope ? idempotent.get(scope) : undefined;
    let answer: Answer;
    if (kept && kept.fingerprint !== fingerprint) {
      answer = stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
    } else if (kept) {
      record.replayed = true;
      answer = { ...kept.answer, headers: { ...kept.answer.headers, 'idempotent-replayed': 'true' } };
    } else if (injected?.kind === 'hang' && !injected.process) {
      hanging.add(res);
      return;
    } else {
      answer = route(method, path, stripeAccount, formTree(record.form));
      // Only what was made is kept (a copy, as it was then); a refusal at validation is not, as at Stripe.
      if (scope && answer.status < 300)
        idempotent.set(scope, { fingerprint, answer: JSON.parse(JSON.stringify(answer)) as Answer });
    }
    // A hang after processing: Stripe made the object, the answer never arrives (the client times out).
    if (injected?.kind === 'hang') {
      hanging.add(res);
      return;
    }
    send(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mustAccount = (accountId: string) => {
    const a = accounts.get(accountId);
    if (!a) throw new Error(`The mock has no account ${accountId}`);
    return a;
  };
  const mustPayout = (payoutId: string) => {
    const p = payouts.find((x) => x.id === payoutId);
    if (!p) throw new Error(`The mock has no payout ${payoutId}`);
    return p;
  };

  /** An event as Stripe posts it to a Connect endpoint: `account` names the connected account it happened on. */
  function connectEvent<T extends Stripe.Event['type']>(
    type: T,
    account: string,
    object: Json,
  ): Stripe.Event {
    return {
      id: id('evt_'),
      object: 'event',
      account,
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  const signer = new Stripe(STRIPE_MOCK_KEY);
  /** The event's body and its Stripe-Signature header, signed with the Connect endpoint's secret. */
  function signed(event: Stripe.Event, opts: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? STRIPE_CONNECT_WEBHOOK_SECRET,
      timestamp: opts.timestamp ?? now(),
    });
    return { event, payload, signature };
  }

  /** Settles a payout the way the bank would, and answers the event Stripe sends for it. */
  function settlePayout(payoutId: string, outcome: 'paid' | 'failed' | 'canceled', failureCode?: string) {
    const payout = mustPayout(payoutId);
    payout.status = outcome;
    if (outcome !== 'paid') {
      // A failed or cancelled payout's money returns to the connected account's balance.
      mustAccount(payout.account).balance += payout.amount;
      payout.failure_balance_transaction = id('txn_');
      payout.failure_code = failureCode ?? null;
      payout.failure_message = failureCode ? `The payout failed: ${failureCode}.` : null;
    }
    const { account, ...object } = payout;
    return connectEvent(`payout.${outcome}`, account, object as unknown as Json);
  }

  return {
    url,
    requests,
    accounts,
    transfers,
    payouts,
    reversals,
    balanceOf: (accountId: string) => mustAccount(accountId).balance,
    /** The next `times` calls matching `match` answer this status and body instead. */
    failNext(
      status: number,
      body: Json = stripeError(
        status,
        status >= 500 ? 'api_error' : 'invalid_request_error',
        'Injected failure.',
      ).body,
      match: Match = {},
      times = 1,
      headers?: Record<string, string>,
    ) {
      injections.push({ kind: 'answer', match, times, answer: { status, body, headers } });
    },
    /**
     * The next `times` matching calls never answer (the client times out). With `process` (the default) Stripe
     * made the object anyway and the answer was lost; without, the call never reached it.
     */
    hangNext(match: Match = {}, times = 1, process = true) {
      injections.push({ kind: 'hang', match, times, process });
    },
    /** A day later: Stripe has pruned its idempotency keys (after 24 hours), so a retried key acts anew. */
    forgetIdempotencyKeys: () => idempotent.clear(),
    /** Every call answers 500 while down. */
    setDown: (v: boolean) => void (down = v),
    /** The payee finished Stripe's hosted onboarding: transfers active, payouts enabled, nothing due. */
    completeOnboarding(accountId: string, opts: { instantPayouts?: boolean } = {}) {
      const a = mustAccount(accountId);
      a.account.capabilities = { ...a.account.capabilities, transfers: 'active' };
      a.account.payouts_enabled = true;
      a.account.details_submitted = true;
      a.account.requirements = requirements([]);
      a.instantPayouts = opts.instantPayouts ?? true;
      return a.account;
    },
    /** Stripe asks for more (`currently_due` and `past_due`), and stops payouts until it has it. */
    requireMore(accountId: string, due: { currently_due: string[]; past_due: string[] }) {
      const a = mustAccount(accountId);
      a.account.requirements = {
        ...requirements([]),
        currently_due: due.currently_due,
        eventually_due: due.currently_due,
        past_due: due.past_due,
        disabled_reason: due.past_due.length ? 'requirements.past_due' : null,
      };
      a.account.payouts_enabled = due.past_due.length === 0;
      return a.account;
    },
    connectEvent,
    settlePayout,
    signed,
    /** account.updated for the account as it is now, signed. */
    accountUpdatedWebhook: (accountId: string, opts?: { secret?: string; timestamp?: number }) =>
      signed(
        connectEvent('account.updated', accountId, mustAccount(accountId).account as unknown as Json),
        opts,
      ),
    payoutPaidWebhook: (payoutId: string, opts?: { secret?: string; timestamp?: number }) =>
      signed(settlePayout(payoutId, 'paid'), opts),
    payoutFailedWebhook: (
      payoutId: string,
      failureCode: string,
      opts?: { secret?: string; timestamp?: number },
    ) => signed(settlePayout(payoutId, 'failed', failureCode), opts),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeConnectMock = Awaited<ReturnType<typeof startStripeConnectMock>>;
