import { formatCents, PRODUCT_NAME } from '@spruik/shared';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The TEST MODE checkout page: plain HTML forms, no script, readable on a phone. */
export function sandboxPage(p: {
  sessionId: string;
  amountCents: number;
  method: string;
  decided: 'paid' | 'cancelled' | null;
  resultHref: string;
}): string {
  const amount = `$${formatCents(p.amountCents)}`;
  const base = `/sandbox/checkout/${encodeURIComponent(p.sessionId)}`;
  const body = p.decided
    ? `<p>This test payment was already ${p.decided === 'paid' ? 'paid' : 'cancelled'}.</p>
       <p><a class="btn pay" href="${esc(p.resultHref)}">Back to ${esc(PRODUCT_NAME)}</a></p>`
    : `<form method="post" action="${esc(base)}/complete"><button class="btn pay" type="submit">Pay ${esc(amount)}</button></form>
       <form method="post" action="${esc(base)}/cancel"><button class="btn cancel" type="submit">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST MODE checkout - ${esc(PRODUCT_NAME)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
  .banner { background: #b00020; color: #fff; text-align: center; font-weight: 700; padding: 10px; letter-spacing: 1px; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px #0002; }
  .amount { font-size: 2.2rem; font-weight: 700; margin: 8px 0 20px; }
  .note { color: #666; font-size: 0.9rem; }
  form { margin: 12px 0; }
  .btn { display: block; width: 100%; box-sizing: border-box; padding: 14px; font-size: 1.05rem; border-radius: 8px; border: 0; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #1b873f; color: #fff; }
  .cancel { background: #e0e0e0; color: #222; }
</style>
</head>
<body>
<div class="banner">TEST MODE - no real money moves</div>
<main>
  <h1>${esc(PRODUCT_NAME)} credit</h1>
  <p class="note">Paying by ${p.method === 'paypal' ? 'online payment service' : 'card'} (simulated)</p>
  <div class="amount">${esc(amount)}</div>
  ${body}
  <p class="note">This page stands in for the payment provider because no provider keys are configured.</p>
</main>
</body>
</html>`;
}
