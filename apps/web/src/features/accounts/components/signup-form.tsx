import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { check, keepsYoutubeId, LIMITS, MSG, ROLES, TEXT_LIMITS, verifyRequest } from '@spruik/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useSendCode } from '../api/send-code';
import { useSignUp } from '../api/sign-up';
import { LocationSelects } from './location-selects';
import { defaults, digits, signupForm, type SignupValues } from '../signup-payload';

const RESEND_SECONDS = 60;

export function SignupForm({ role }: { role: number }) {
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const signUp = useSignUp();
  const [venueDone, setVenueDone] = useState(false);
  const [wait, setWait] = useState(0);
  const form = useForm({ defaultValues: defaults, resolver: zodResolver(signupForm(role)) });
  const { control, handleSubmit, watch, getValues } = form;
  const terms = watch('terms');
  const isVenue = role === ROLES.venue;
  const isBusiness = role === ROLES.business;
  const isCustomer = role === ROLES.customer;
  // The venue's or the business's details: the request's names, so the schema's messages land on them.
  const org = isVenue ? 'venue' : 'business';

  useEffect(() => {
    if (wait <= 0) return;
    const t = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(t);
  }, [wait]);

  const onSendCode = async () => {
    const r = check(verifyRequest, { email: getValues('email') });
    if (!r.ok) return feedback.error(r.message);
    try {
      const data = await sendCode.mutateAsync(r.value.email);
      feedback.notify(data.message || MSG.codeSent);
      setWait(RESEND_SECONDS);
    } catch {
      // shown by the api client
    }
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        await signUp.mutateAsync(body);
        if (isVenue) return setVenueDone(true);
        feedback.notify(MSG.signupDone);
        navigate('/signin');
      } catch {
        // shown by the api client
      }
    },
    (errors) => feedback.error(firstError(errors) ?? MSG.fillForm),
  );

  const f = (name: FieldPath<SignupValues>) => fieldProps(form, name);
  const heading = (text: string) => (
    <Typography variant="overline" color="text.secondary" sx={{ mt: 1, mb: -1, fontWeight: 700 }}>
      {text}
    </Typography>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {heading('Your details')}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...f('email')}
        {...maxLength(TEXT_LIMITS.email)}
      />
      <TextField label="Name" autoComplete="name" required {...f('name')} {...maxLength(TEXT_LIMITS.name)} />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            value={field.value}
            // Digits only: a typed or pasted space (0412 345 678) is dropped, not counted against the 10.
            onChange={(e) => field.onChange(digits(e.target.value, LIMITS.phoneLength))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? `${field.value.length}/${LIMITS.phoneLength} digits`}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'signup-phone' } }}
          />
        )}
      />

      {heading('Social accounts')}
      <TextField
        label="Instagram ID"
        required
        placeholder="yourhandle"
        {...f('instagramId')}
        {...maxLength(TEXT_LIMITS.socialId)}
      />
      <TextField
        label="TikTok ID (optional)"
        placeholder="yourhandle"
        {...f('tiktokId')}
        {...maxLength(TEXT_LIMITS.socialId)}
      />
      {keepsYoutubeId(role) && (
        <TextField
          label="YouTube ID (optional)"
          placeholder="yourchannel"
          {...f('youtubeId')}
          {...maxLength(TEXT_LIMITS.socialId)}
        />
      )}

      {heading('Location')}
      <LocationSelects control={control} />

      {(isBusiness || isVenue) && heading(isVenue ? 'Your venue' : 'Your business')}
      {(isBusiness || isVenue) && (
        <>
          <TextField
            label={isVenue ? 'Venue name' : 'Business name'}
            required
            {...f(`${org}.name`)}
            {...maxLength(TEXT_LIMITS.organisationName)}
          />
          <Controller
            control={control}
            name={`${org}.abn`}
            render={({ field, fieldState }) => (
              <TextField
                label="ABN"
                required
                value={field.value}
                onChange={(e) => field.onChange(digits(e.target.value, LIMITS.abnLength))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? `${field.value.length}/${LIMITS.abnLength} digits`}
                slotProps={{ htmlInput: { maxLength: LIMITS.abnLength, inputMode: 'numeric' } }}
              />
            )}
          />
        </>
      )}
      {isVenue && (
        <>
          <TextField
            label="Address"
            required
            autoComplete="street-address"
            {...f('venue.address')}
            {...maxLength(TEXT_LIMITS.address)}
          />
          <TextField
            label="Website"
            required
            placeholder="www.yourvenue.com.au"
            {...f('venue.websiteLink')}
            {...maxLength(TEXT_LIMITS.websiteLink)}
          />
        </>
      )}

      {heading('Security')}
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        {...f('password')}
        {...maxLength(TEXT_LIMITS.password)}
      />
      {isCustomer && (
        <TextField
          label="Referral code (optional)"
          {...f('referralCode')}
          {...maxLength(TEXT_LIMITS.referralCode)}
        />
      )}

      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                inputRef={field.ref}
              />
            }
            label={
              <Typography variant="body2">
                I have read and agree to the{' '}
                <Link href="/terms" target="_blank" rel="noopener">
                  Terms and Conditions
                </Link>
              </Typography>
            }
          />
        )}
      />
      <Button
        variant="outlined"
        size="large"
        onClick={onSendCode}
        disabled={!terms || sendCode.isPending || wait > 0}
      >
        Send verification code
      </Button>
      {wait > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5, textAlign: 'center' }}>
          You can ask for a new code in {wait} s.
        </Typography>
      )}
      <Controller
        control={control}
        name="token"
        render={({ field, fieldState }) => (
          <TextField
            label="Verification code"
            autoComplete="one-time-code"
            value={field.value}
            onChange={(e) => field.onChange(digits(e.target.value, LIMITS.codeLength))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? '6-digit code from the e-mail'}
            slotProps={{
              htmlInput: { maxLength: LIMITS.codeLength, inputMode: 'numeric', style: { letterSpacing: 6 } },
            }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={!terms || signUp.isPending}>
        Sign Up
      </Button>

      <Dialog open={venueDone} aria-labelledby="venue-done-title">
        <DialogTitle id="venue-done-title" sx={{ textAlign: 'center', pt: 3 }}>
          <MarkEmailReadRounded color="success" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }} />
          Thank you!
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ textAlign: 'center' }}>{MSG.signupVenueDone}</Typography>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button variant="contained" onClick={() => navigate('/signin')}>
            Go to sign in
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
