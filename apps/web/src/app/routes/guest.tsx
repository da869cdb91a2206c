import { Navigate, type RouteObject } from 'react-router';
import { ForgetPasswordPage } from '../../features/auth/pages/forget-password-page';
import { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';
import { SigninPage } from '../../features/auth/pages/signin-page';
import { SignupPage } from '../../features/auth/pages/signup-page';
import { PrivacyPage } from '../../features/legal/pages/privacy-page';
import { TermsPage } from '../../features/legal/pages/terms-page';
import { PaymentResultPage } from '../../features/payment-result/pages/payment-result-page';

/** Guest routes (navigation hidden), in the main bundle. */
export const guestRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/signin" replace /> },
  { path: '/signin', Component: SigninPage },
  { path: '/signup', Component: SignupPage },
  { path: '/forget_password', Component: ForgetPasswordPage },
  { path: '/reset_password', Component: ResetPasswordPage },
  { path: '/terms', Component: TermsPage },
  { path: '/privacy', Component: PrivacyPage },
  { path: '/payment_result', Component: PaymentResultPage },
];
