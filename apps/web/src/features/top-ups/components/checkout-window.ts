/**
 * docs/spec.md, Top-ups opens the payment provider in a new window. Browsers only allow a new window inside the
 * click itself, but the checkout address comes from the server a moment later, so the window is opened blank
 * at the click and sent to the checkout when the address arrives. When the browser blocks it (null), the
 * checkout opens in this tab instead; either way the provider returns the payer to /payment_result.
 */
export function openCheckoutWindow(): Window | null {
  let w: Window | null = null;
  try {
    w = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!w) return null;
  try {
    w.document.title = 'Opening checkout…';
    w.document.body.style.fontFamily = 'system-ui, sans-serif';
    w.document.body.textContent = 'Opening the secure checkout…';
  } catch {
    // a window we cannot write to still navigates
  }
  return w;
}

/** Sends the prepared window to the checkout, or this tab when there is none (blocked or closed). */
export function goToCheckout(w: Window | null, url: string) {
  if (w && !w.closed) {
    w.opener = null;
    w.location.href = url;
    return;
  }
  window.location.assign(url);
}

export function closeCheckoutWindow(w: Window | null) {
  if (w && !w.closed) w.close();
}
