import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MSG,
  PROOF_TYPES,
  socialUrl,
  stripScheme,
  submitActivitySchema,
  type ActivityItem,
} from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { fieldProps } from '../../../lib/use-field';
import { useSubmitActivity } from '../api/submit-activity';

type Values = { link: string; youtubeId: string; disclosed: boolean };

/**
 * The submit part of the activity dialog. Types 4-7 send the proof link (https:// added) and the ad
 * disclosure; YouTube campaigns ask for the creator's username (sent as a YouTube address); types 1-3 send
 * nothing else (1 and 3 complete and pay at once, 2 waits for the owner).
 */
export function SubmitForm({
  activity: a,
  submitLabel,
  onDone,
}: {
  activity: ActivityItem;
  submitLabel: string;
  onDone: () => void;
}) {
  const c = a.campaign;
  const proof = PROOF_TYPES.includes(c.type);
  const youtube = c.platform === 'youtube';
  const submit = useSubmitActivity();
  const form = useForm({
    defaultValues: { link: '', youtubeId: '', disclosed: false },
    // The values are the request as it is (the preprocess only types them for the form). The API never
    // requires the ad tick (docs/spec.md, Participation); our form does.
    resolver: zodResolver(
      z.preprocess((v: Values) => v, submitActivitySchema(c, { requireDisclosure: true })),
    ),
  });
  const username = form.watch('youtubeId');
  // No maxLength on the link: a pasted link longer than allowed stays whole and the field says so.
  const linkLength = stripScheme(form.watch('link')).length;
  const linkLong = proof && linkLength >= CAMPAIGN_LIMITS.proofLinkMaxExclusive;

  const onSubmit = form.handleSubmit(
    (body) =>
      submit.mutate(
        {
          id: a.id,
          // The schema sends the link with https://; the username goes as a YouTube address.
          body: { ...body, youtubeId: body.youtubeId && socialUrl('youtube', body.youtubeId) },
        },
        {
          onSuccess: (res) => {
            feedback.notify(res.message || CAMPAIGN_MSG.thanks);
            onDone();
          },
        },
      ),
    (errors) => feedback.error(firstError(errors) ?? CAMPAIGN_MSG.linkInvalid),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {proof && (
        <TextField
          label="Link to your post"
          required
          placeholder="www.instagram.com/p/..."
          {...fieldProps(form, 'link')}
          error={!!form.formState.errors.link || linkLong}
          helperText={
            form.formState.errors.link?.message ??
            (linkLong ? `${CAMPAIGN_MSG.linkLong} This one has ${linkLength}.` : undefined)
          }
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
        />
      )}
      {youtube && (
        <TextField
          label="YouTube username"
          required
          {...fieldProps(form, 'youtubeId')}
          helperText={
            form.formState.errors.youtubeId?.message ??
            `${username.length}/${CAMPAIGN_LIMITS.youtubeUsernameMax}`
          }
          slotProps={{
            htmlInput: { maxLength: CAMPAIGN_LIMITS.youtubeUsernameMax, autoCapitalize: 'none' },
            input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
            formHelperText: { sx: { textAlign: form.formState.errors.youtubeId ? 'left' : 'right' } },
          }}
        />
      )}
      {proof && (
        <Controller
          control={form.control}
          name="disclosed"
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    // A failed submit focuses the tick when it is what is missing.
                    inputRef={field.ref}
                  />
                }
                label="My post is marked as an ad (#ad or the paid-partnership label)."
                slotProps={{ typography: { variant: 'body2' } }}
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
