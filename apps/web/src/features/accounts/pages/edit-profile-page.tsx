import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CITIES,
  COUNTRIES,
  keepsYoutubeId,
  MSG,
  ROLES,
  socialHandle,
  TEXT_LIMITS,
  type Me,
  type Platform,
} from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';
import { useUploadImage } from '../api/upload-image';
import { LocationSelects } from '../components/location-selects';
import { LogoPicker } from '../components/logo-picker';
import { profileForm, type ProfileValues } from '../profile-body';
import { formatDateTime } from '../../../lib/date';
import { canEditField, canSave, editLockOf } from '../edit-lock';

const FIXED_HINT = 'Cannot be changed';

function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const update = useUpdateMe();
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const role = me.role;
  const isVenue = role === ROLES.venue;
  const isBusiness = role === ROLES.business;
  const d = me.details ?? {};

  const form = useForm({
    defaultValues: {
      name: me.name ?? '',
      country: me.country || COUNTRIES[0],
      city: me.city || CITIES[0],
      instagramId: socialHandle('instagram', me.instagramId),
      tiktokId: socialHandle('tiktok', me.tiktokId),
      youtubeId: socialHandle('youtube', me.youtubeId),
      details: { name: d.name ?? '', address: d.address ?? '', websiteLink: d.websiteLink ?? '' },
    },
    resolver: zodResolver(profileForm(role, d.logo)),
  });
  const busy = update.isPending || upload.isPending;

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        // docs/spec.md, Roles and sign-in: upload the image first if one was chosen, then update the user.
        if (file && body.details) {
          body = { ...body, details: { ...body.details, logo: (await upload.mutateAsync(file)).filename } };
        }
        const res = await update.mutateAsync(body);
        feedback.notify(res.message || MSG.edited);
        navigate('/profile');
      } catch {
        // the api client showed the server's text (e.g. 'You can edit your profile once a month.')
      }
    },
    (errors) => feedback.error(firstError(errors) ?? MSG.fillForm),
  );

  const lock = editLockOf(me, Date.now());
  const locked = lock.lockedUntil;
  const lockedHint = locked ? `Locked until ${formatDateTime(locked)}` : undefined;
  /**
   * A field's props: while locked it is disabled with the date it opens (its value still goes with a
   * correction, unchanged); a declined handle stays open and says why.
   */
  const f = (name: FieldPath<ProfileValues>, platform?: Platform) => {
    const props = fieldProps(form, name);
    if (!canEditField(lock, platform))
      return { ...props, disabled: true, helperText: props.helperText ?? lockedHint };
    if (locked && platform)
      return {
        ...props,
        helperText: props.helperText ?? 'Correct this handle now: it does not use up your monthly edit.',
      };
    return props;
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // Why a field is off ('Locked until …', 'Cannot be changed') must stay readable, unlike its greyed value.
        '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
      }}
    >
      <Alert severity={locked ? 'warning' : 'info'} data-testid="edit-lock">
        Note: profile edits are allowed once a month.
        {locked && ` Your next edit is possible from ${formatDateTime(locked)}.`}
        {locked && lock.correctable.length > 0 && ' You can still correct the handle we could not verify.'}
      </Alert>
      {(isVenue || isBusiness) && (
        <LogoPicker current={d.logo} file={file} onChange={setFile} lockedHint={lockedHint} />
      )}
      <TextField label="Email" value={me.email} disabled helperText={FIXED_HINT} />
      <TextField label="Phone" value={me.phone} disabled helperText={FIXED_HINT} />
      {(isVenue || isBusiness) && (
        <TextField label="ABN" value={d.abn ?? ''} disabled helperText={FIXED_HINT} />
      )}
      <TextField label="Name" required {...f('name')} {...maxLength(TEXT_LIMITS.name)} />
      {(isVenue || isBusiness) && (
        <TextField
          label={isVenue ? 'Venue name' : 'Business name'}
          required
          {...f('details.name')}
          {...maxLength(TEXT_LIMITS.organisationName)}
        />
      )}
      {isVenue && (
        <>
          <TextField label="Address" required {...f('details.address')} {...maxLength(TEXT_LIMITS.address)} />
          <TextField
            label="Website"
            required
            {...f('details.websiteLink')}
            {...maxLength(TEXT_LIMITS.websiteLink)}
          />
        </>
      )}
      <LocationSelects control={form.control} lock={{ disabled: !!locked, helperText: lockedHint }} />
      <TextField
        label="Instagram ID"
        required
        {...f('instagramId', 'instagram')}
        {...maxLength(TEXT_LIMITS.socialId)}
      />
      <TextField
        label="TikTok ID (optional)"
        {...f('tiktokId', 'tiktok')}
        {...maxLength(TEXT_LIMITS.socialId)}
      />
      {keepsYoutubeId(me.role) && (
        <TextField
          label="YouTube ID (optional)"
          {...f('youtubeId', 'youtube')}
          {...maxLength(TEXT_LIMITS.socialId)}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
        <Button variant="outlined" size="large" sx={{ flex: 1 }} onClick={() => navigate('/profile')}>
          Cancel
        </Button>
        {/* A locked profile cannot be saved (but for a handle correction): the note above says why and until when. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ flex: 2 }}
          disabled={busy || !canSave(lock)}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** /edit_profile (docs/spec.md, Roles and sign-in). */
export function EditProfilePage() {
  const { data: me, isError, refetch } = useMe();
  return (
    <Page title="Edit profile">
      {me ? (
        <EditProfileForm me={me} />
      ) : isError ? (
        <LoadError text="We could not load your profile." onRetry={() => void refetch()} />
      ) : (
        <>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={320} />
          <Typography variant="body2" color="text.secondary">
            Loading your profile…
          </Typography>
        </>
      )}
    </Page>
  );
}
