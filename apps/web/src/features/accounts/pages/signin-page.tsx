import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TEXT_LIMITS } from '@spruik/shared';
import { OutlinedField } from '../../../components/ui/outlined-field';
import { PasswordField } from '../../../components/ui/password-field';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { afterSigninPath } from '../../../lib/return-to';
import { homeFor, saveSignIn } from '../../../lib/session';
import { signOutLocally } from '../../../lib/sign-out';
import { inputProps, maxLength } from '../../../lib/use-field';
import { loadSignIn, useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

const resolver = lazyResolver(() => import('../signin-validation').then((m) => m.signinResolver));
/** The validation and the call download once the user starts on the form, before they submit it. */
const preload = () => {
  void resolver.preload().catch(() => {});
  void loadSignIn().catch(() => {});
};

// The dialog (and MUI's Dialog with it) downloads when first opened, not with the sign-in screen.
const AboutDialog = lazy(() =>
  import('../components/about-dialog').then((m) => ({ default: m.AboutDialog })),
);

export function SigninPage() {
  const [aboutOpen, setAboutOpen] = useState(false);
  // Mounted from the first opening on, so closing it plays its transition.
  const [aboutUsed, setAboutUsed] = useState(false);

  // docs/spec.md, Roles and sign-in: opening the sign-in screen clears all local storage and disconnects the realtime channel.
  useEffect(() => signOutLocally(), []);

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to find campaigns, reward creators and grow your venue."
    >
      <SigninForm />
      <Typography sx={{ textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 700 }}>
          Sign up
        </Link>
      </Typography>
      <Box
        component="footer"
        sx={{ mt: 'auto', pt: 3, display: 'flex', justifyContent: 'center', gap: 2, typography: 'body2' }}
      >
        <Link
          component="button"
          type="button"
          onClick={() => {
            setAboutUsed(true);
            setAboutOpen(true);
          }}
          color="text.secondary"
          sx={TAP_TARGET_SX}
        >
          About
        </Link>
        <Link component={RouterLink} to="/terms" color="text.secondary" sx={TAP_TARGET_SX}>
          Terms
        </Link>
        <Link component={RouterLink} to="/privacy" color="text.secondary" sx={TAP_TARGET_SX}>
          Privacy
        </Link>
      </Box>
      {aboutUsed && (
        <Suspense fallback={null}>
          <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}

const useSigninForm = () => useForm({ defaultValues: { email: '', password: '' }, resolver });

/**
 * The form on its own, so react-hook-form's form-state updates (its "ready" flag, set in a layout effect at mount,
 * renders the form again before the first paint) render the form alone, not the whole screen.
 */
function SigninForm() {
  const signIn = useSignIn();
  const form = useSigninForm();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        const data = await signIn.mutateAsync(body);
        // An operator owes a second factor: the code (or the set-up) comes next, with the challenge.
        // The page to return to (?next=) travels along to the second factor.
        if ('secondFactor' in data)
          return void navigate(`/signin/second-factor${window.location.search}`, { state: data });
        saveSignIn(data);
        // A full reload (docs/spec.md, Roles and sign-in): the role's pages load fresh and the realtime channel joins. A deep
        // link opened signed out comes first (lib/return-to.ts); its page sends another role home itself.
        window.location.assign(afterSigninPath(window.location.search, homeFor(Number(data.role))));
      } catch {
        // the api client already showed the server's text
      }
    },
    (errors) => feedback.error(firstError(errors) ?? ''),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <SigninFields form={form} />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending || signIn.isSuccess}>
        Login
      </Button>
    </Box>
  );
}

/**
 * The fields and the reset link, rendered once (`form` is the same object on every render): they show no state of
 * the form's (a failed check or a wrong password shows in the snackbar), so its updates need not render them.
 */
const SigninFields = memo(function SigninFields({ form }: { form: ReturnType<typeof useSigninForm> }) {
  return (
    <>
      <OutlinedField
        label="Email"
        type="email"
        autoComplete="email"
        {...inputProps(form, 'email')}
        {...maxLength(TEXT_LIMITS.email)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...inputProps(form, 'password')}
        {...maxLength(TEXT_LIMITS.signinPassword)}
      />
      <Box sx={{ textAlign: 'right', mt: -1 }}>
        <Link component={RouterLink} to="/forget_password" variant="body2" sx={TAP_TARGET_SX}>
          Forgot password?
        </Link>
      </Box>
    </>
  );
});
