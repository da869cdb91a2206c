import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROLES, SIGNUP_ROLES } from '@spruik/shared';
import { AuthLayout } from '../components/auth-layout';
import { RoleDialog } from '../components/role-dialog';
import { SignupForm } from '../components/signup-form';
import { SignupInstructions } from '../components/signup-instructions';

const TITLES: Record<number, { title: string; subtitle: string }> = {
  [ROLES.customer]: {
    title: 'Join as a creator',
    subtitle: 'Promote the places you love and get paid for it.',
  },
  [ROLES.business]: {
    title: 'Register your business',
    subtitle: 'Create campaigns and reach local creators.',
  },
  [ROLES.venue]: {
    title: 'Register your venue',
    subtitle: 'Our team will contact you to finalise your registration.',
  },
};

/**
 * /signup: the instructions, then 'How do you want to register?' (customer or business), then the form.
 * The chosen role lives in the query string, so /signup?role=1 opens the venue form directly.
 */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const role = Number(params.get('role'));
  const hasForm = (SIGNUP_ROLES as readonly number[]).includes(role);

  if (hasForm) {
    const t = TITLES[role];
    return (
      <AuthLayout title={t.title} subtitle={t.subtitle}>
        <SignupForm key={role} role={role} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Before you sign up" subtitle="A few things to get right so campaigns can find you.">
      <SignupInstructions onReady={() => setDialogOpen(true)} />
      <RoleDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onChoose={(r) => {
          setDialogOpen(false);
          setParams({ role: String(r) });
        }}
      />
    </AuthLayout>
  );
}
