import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import {
  rawBody,
  rawJsonScope,
  sendAsWritten,
  WEBHOOK_ROUTE_OPTIONS,
} from '../../plugins/providers/webhook-scope';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { bankFile } from './bank-file.service';
import * as accounts from './payout-accounts.service';
import { findByStripeAccount, findPayoutAccount } from './payout-accounts.repository';
import { payoutTimes } from './payout-times';
import { handleConnectWebhook } from './payout-webhooks';
import { findBank } from '../../db/tables/bank-accounts';
import { railMode } from './rails';
import * as taxDetails from './tax-details.service';

/**
 * Payout accounts, payees' tax details, the Connect webhook, the TEST MODE onboarding page, time to money and the
 * bank file.
 */
export async function payoutRoutes(app: FastifyInstance, deps: Deps) {
  const view = async (userId: string) =>
    accounts.presentPayoutAccount(
      await findPayoutAccount(deps.db, userId),
      Boolean(await findBank(deps.db, userId)),
      deps.config,
    );

  route(
    app,
    withdrawalsApi.setPayoutAccount,
    async ({ user, body }) => {
      const { message, url } = await accounts.choosePayoutAccount(deps, user, body);
      return { data: { message, url, payoutAccount: await view(user.id) } };
    },
    // PayPal sends an e-mail: the same limit as sign-up codes.
    limited('verify'),
  );

  route(app, withdrawalsApi.confirmPayPal, async ({ user, body }) => {
    const message = await accounts.confirmPayPal(deps, user.id, body.code);
    return { data: { message, payoutAccount: await view(user.id) } };
  });

  // Payees' tax details (docs/finance.md): what was given, with a venue's sign-up ABN offered, and giving them.
  route(app, withdrawalsApi.taxDetails, async ({ user }) => ({
    data: await taxDetails.taxDetailsOf(deps, user),
  }));

  route(app, withdrawalsApi.saveTaxDetails, async ({ user, body }) => ({
    data: await taxDetails.saveTaxDetails(deps, user, body),
  }));

  route(app, withdrawalsApi.payoutTimes, async () => ({
    data: { rails: await payoutTimes(deps.db, deps.clock.now()) },
  }));

  route(app, withdrawalsApi.bankFile, async ({ reply, user, body }) => {
    const { text, batch, filename } = await bankFile(deps, user, body.ids);
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('x-payout-batch', batch)
      .header('access-control-expose-headers', 'X-Payout-Batch')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(text);
  });

  // Stripe signs the exact bytes it sent.
  await rawJsonScope(app, (scope) => {
    route(
      scope,
      withdrawalsApi.connectWebhook,
      async ({ req, reply }) => {
        const sig = req.headers['stripe-signature'];
        const answer = await handleConnectWebhook(
          deps,
          req.log,
          rawBody(req),
          typeof sig === 'string' ? sig : undefined,
        );
        return sendAsWritten(reply, answer);
      },
      WEBHOOK_ROUTE_OPTIONS,
    );
  });

  if (railMode(deps, 'stripe') === 'sandbox') await sandboxOnboardingRoutes(app, deps);
}

/** The TEST MODE stand-in for Stripe's hosted onboarding: one page, one button. */
async function sandboxOnboardingRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    // Browsers post the button as an (empty) urlencoded form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(onboardingPage(body));

    route(scope, withdrawalsApi.sandboxOnboarding, async ({ reply, params }) => {
      const row = params.id.length <= 64 ? await findPayoutAccountByStripe(deps, params.id) : null;
      if (!row) return html(reply, 404, '<p>This test account does not exist.</p>');
      return html(
        reply,
        200,
        `<h1>Set up payouts</h1>
         <p class="note">Stripe would ask for your identity and a bank account here. In TEST MODE nothing is asked.</p>
         <form method="post" action="/sandbox/payouts/${encodeURIComponent(params.id)}/complete">
           <button class="btn pay" type="submit">Finish onboarding</button>
         </form>`,
      );
    });

    route(scope, withdrawalsApi.sandboxOnboardingDone, async ({ reply, params }) => {
      const back = params.id.length <= 64 ? await accounts.finishSandboxOnboarding(deps, params.id) : null;
      if (!back) return html(reply, 404, '<p>This test account does not exist.</p>');
      return reply.redirect(back, 303);
    });
  });
}

const findPayoutAccountByStripe = (deps: Deps, accountId: string) => findByStripeAccount(deps.db, accountId);

const onboardingPage = (body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST MODE payouts - ${PRODUCT_NAME}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
  .banner { background: #b00020; color: #fff; text-align: center; font-weight: 700; padding: 10px; letter-spacing: 1px; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px #0002; }
  .note { color: #555; }
  .btn { display: block; width: 100%; min-height: 48px; padding: 14px; font-size: 1.05rem; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #1b873f; color: #fff; }
</style>
</head>
<body>
<div class="banner">TEST MODE</div>
<main>${body}</main>
</body>
</html>`;
