/** Lets non-React code (the api client) navigate through the router once the app registers it. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}
