import type { RouteObject } from 'react-router';
import { UnknownRoute } from './guards';
import { lazyPage } from './lazy-page';

/**
 * Guest routes (navigation hidden), each downloading when opened. /signin, the first screen of every guest, too:
 * the early script starts its chunk with the page (app/first-screens.ts), and the signed-in first screens no longer
 * carry the sign-in form and react-hook-form in the entry. The sign-in screen does not carry the sign-up form or
 * the legal texts.
 */
export const guestRoutes: RouteObject[] = [
  // A signed-in user goes to their home, anyone else to /signin (docs/spec.md, Roles and sign-in); /signin itself signs out.
  { path: '/', Component: UnknownRoute },
  {
    path: '/signin',
    ...lazyPage(
      () => import('../../features/accounts/pages/signin-page'),
      (m) => m.SigninPage,
    ),
  },
  {
    path: '/signin/second-factor',
    ...lazyPage(
      () => import('../../features/accounts/pages/second-factor-page'),
      (m) => m.SecondFactorPage,
    ),
  },
  {
    path: '/signup',
    ...lazyPage(
      () => import('../../features/accounts/pages/signup-page'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: '/forget_password',
    ...lazyPage(
      () => import('../../features/accounts/pages/forget-password-page'),
      (m) => m.ForgetPasswordPage,
    ),
  },
  {
    path: '/reset_password',
    ...lazyPage(
      () => import('../../features/accounts/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/terms',
    ...lazyPage(
      () => import('../../features/legal/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/privacy',
    ...lazyPage(
      () => import('../../features/legal/pages/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/payment_result',
    ...lazyPage(
      () => import('../../features/top-ups/pages/payment-result-page'),
      (m) => m.PaymentResultPage,
    ),
  },
];
