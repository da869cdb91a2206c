import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  CAMPAIGN_TYPE,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MSG,
  campaignFeeCents,
  ESCROW_TYPES,
  INSTANT_TYPES,
  isVenueCampaign,
  ROLES,
  parseMoneyText,
  percentToBasisPoints,
  stripScheme,
  type Me,
} from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { money, moneyCents, toCents } from '../../../lib/money';
import { getRole } from '../../../lib/session';
import { useBack } from '../../../lib/use-back';
import { fieldProps } from '../../../lib/use-field';
import { useAppConfig } from '../../../lib/app-config';
import { offerPush } from '../../push/ask';
import { useCreateCampaign } from '../api/create-campaign';
import {
  AUTO_APPROVE_LABEL,
  REQUIRES_VISIT_LABEL,
  campaignForm,
  emptyCampaignForm,
  endDateBounds,
  hasShare,
  linkTooLong,
  toCampaignBody,
  type CampaignFormValues,
} from '../campaign-form-values';
import {
  addCreditPath,
  creditShortfallCents,
  forgetCampaignDraft,
  saveCampaignDraft,
} from '../campaign-draft';
import { EndDateField } from './end-date-field';
import { PlatformPicker } from './platform-picker';
import { PreviewDialog } from './preview-dialog';
import { VoucherChoice } from './voucher-choice';
import { TAP_SWITCH_SX } from '../../../components/ui/tap-target';

const LINK_HELP: Record<number, string> = {
  1: 'The page creators send their followers to.',
  2: 'Optional: a page about your account.',
  3: 'The video creators get their followers to watch.',
  4: 'Optional: photos, logos or a brief for creators.',
  5: 'The post creators share.',
  6: 'Your venue page or the post to share.',
  7: 'Your venue page or the post to share.',
};

/** Counter under a text field: "12/70". */
const counter = (value: string, max: number) => `${value.length}/${max}`;

/** /create_campaign's form for one type (docs/spec.md, Campaigns); Preview opens the dialog that submits. */
export function CampaignForm({ type, me, initial }: { type: number; me: Me; initial?: CampaignFormValues }) {
  const navigate = useNavigate();
  // docs/spec.md, Campaigns: Cancel goes back; inside the app only (the role's home when the form was opened directly).
  const back = useBack();
  const create = useCreateCampaign();
  const [preview, setPreview] = useState(false);
  const bounds = endDateBounds();
  const form = useForm({
    defaultValues: initial ?? emptyCampaignForm,
    // raw: Preview and Submit read the typed values (toCampaignBody sends them as typed).
    resolver: zodResolver(campaignForm(type), undefined, { raw: true }),
  });
  const values = form.watch();
  const invalid = (errors: FieldErrors<CampaignFormValues>) => {
    setPreview(false);
    feedback.error(firstError(errors) ?? CAMPAIGN_MSG.fillForm);
    // 'item' speaks for the voucher: with Discount chosen, the discount is the field to fix.
    if (errors.item && form.getValues('reward') === 'discount') form.setFocus('discount');
  };

  const openPreview = form.handleSubmit(() => setPreview(true), invalid);
  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await create.mutateAsync(toCampaignBody(type, v));
      forgetCampaignDraft(type);
      feedback.notify(res.message || CAMPAIGN_MSG.created);
      navigate(getRole() === ROLES.venue ? '/venue_campaigns' : '/business_campaigns');
      // A push tells when creators submit: the moment to ask (docs/push.md).
      offerPush('created');
    } catch {
      // the api client showed the server's text (e.g. 'Not enough credit. Please add credit first.')
    }
  }, invalid);

  const shareCents = parseMoneyText(values.participantsShare.trim() || 'x');
  const count = /^\d+$/.test(values.participantsCount.trim()) ? Number(values.participantsCount) : null;
  const sharesCents = shareCents !== null && count !== null ? shareCents * count : null;
  // The service fee on top of the shares (docs/finance.md); vouchers carry none.
  const feePercent = useAppConfig().data?.feePercent ?? 0;
  const feeCentsDue =
    sharesCents === null || !ESCROW_TYPES.includes(type)
      ? 0
      : campaignFeeCents(shareCents!, count!, percentToBasisPoints(feePercent));
  const budgetCents = sharesCents === null ? null : sharesCents + feeCentsDue;
  const credit = me.details?.credit ?? 0;
  const shortCents = budgetCents === null ? 0 : creditShortfallCents(budgetCents, toCents(credit));
  const feeText =
    feeCentsDue > 0 && sharesCents !== null
      ? ` (${moneyCents(sharesCents)} for creators + ${moneyCents(feeCentsDue)} service fee, ${feePercent}%)`
      : '';
  const linkLong = linkTooLong(values.link);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void openPreview();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
        label="Title"
        required
        {...fieldProps(form, 'title')}
        helperText={form.formState.errors.title?.message ?? counter(values.title, CAMPAIGN_LIMITS.titleMax)}
        slotProps={{
          htmlInput: { maxLength: CAMPAIGN_LIMITS.titleMax },
          formHelperText: { sx: { textAlign: form.formState.errors.title ? 'left' : 'right' } },
        }}
      />
      <TextField
        label={
          type === CAMPAIGN_TYPE.increaseFollowers || type === CAMPAIGN_TYPE.createContent
            ? 'Link (optional)'
            : 'Link'
        }
        required={type !== CAMPAIGN_TYPE.increaseFollowers && type !== CAMPAIGN_TYPE.createContent}
        placeholder="www.example.com/page"
        {...fieldProps(form, 'link')}
        // No maxLength: a pasted long link is kept whole and the field says it is too long (not cut silently).
        error={!!form.formState.errors.link || linkLong}
        helperText={
          form.formState.errors.link?.message ??
          (linkLong
            ? `${CAMPAIGN_MSG.linkLong} This one has ${stripScheme(values.link).length}.`
            : LINK_HELP[type])
        }
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
      />
      <Controller
        control={form.control}
        name="platform"
        render={({ field, fieldState }) => (
          <PlatformPicker
            type={type}
            me={me}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required={type !== CAMPAIGN_TYPE.increaseClick && type !== CAMPAIGN_TYPE.increaseView}
            inputRef={field.ref}
          />
        )}
      />
      <TextField
        label="Participant count"
        required
        placeholder="e.g. 20"
        {...fieldProps(form, 'participantsCount')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {hasShare(type) && (
        <TextField
          label="Payment per participant"
          required
          placeholder="0.05"
          {...fieldProps(form, 'participantsShare')}
          helperText={
            form.formState.errors.participantsShare?.message ??
            (type === CAMPAIGN_TYPE.credit
              ? 'In dollars, such as 0.05 for 5 cents. Each approved creator gets it as credit at your venue.'
              : 'In dollars, such as 0.05 for 5 cents. Creators with fewer followers get part of it.')
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      )}
      <TextField
        label="Conditions"
        required
        multiline
        minRows={3}
        placeholder="What creators must do, say or tag."
        {...fieldProps(form, 'conditions')}
        helperText={
          form.formState.errors.conditions?.message ??
          counter(values.conditions, CAMPAIGN_LIMITS.conditionsMax)
        }
        slotProps={{
          htmlInput: { maxLength: CAMPAIGN_LIMITS.conditionsMax },
          formHelperText: { sx: { textAlign: form.formState.errors.conditions ? 'left' : 'right' } },
        }}
      />
      <Controller
        control={form.control}
        name="endDate"
        render={({ field, fieldState }) => (
          <EndDateField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            min={bounds.min}
            max={bounds.max}
            error={fieldState.error?.message}
          />
        )}
      />
      {type === CAMPAIGN_TYPE.voucher && <VoucherChoice form={form} />}
      {isVenueCampaign(type) && (
        <Controller
          control={form.control}
          name="requiresVisit"
          render={({ field }) => (
            <SettingSwitch
              label={REQUIRES_VISIT_LABEL}
              checked={field.value !== 'false'}
              onChange={(on) => field.onChange(on ? 'true' : 'false')}
            />
          )}
        />
      )}
      {!INSTANT_TYPES.includes(type) && (
        <Controller
          control={form.control}
          name="autoApprove"
          render={({ field }) => (
            <SettingSwitch
              label={AUTO_APPROVE_LABEL}
              checked={field.value !== 'false'}
              onChange={(on) => field.onChange(on ? 'true' : 'false')}
            />
          )}
        />
      )}
      {budgetCents !== null && shortCents === 0 && (
        <Alert severity="info" data-testid="budget-note">
          Total budget {moneyCents(budgetCents)}
          {feeText}, reserved from your credit ({money(credit)} available).
        </Alert>
      )}
      {budgetCents !== null && shortCents > 0 && (
        <Alert severity="warning" data-testid="budget-note">
          {CAMPAIGN_MSG.notEnoughCredit} The total budget is {moneyCents(budgetCents)}
          {feeText} and you have {money(credit)} available ({moneyCents(shortCents)} more needed).
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={addCreditPath(getRole(), type)}
              variant="outlined"
              color="inherit"
              size="small"
              // What was typed comes back with the owner (the credit page links back here).
              onClick={() => saveCampaignDraft(type, form.getValues())}
            >
              Add Credit
            </Button>
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
        <Button variant="outlined" size="large" sx={{ flex: 1 }} onClick={back}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" size="large" sx={{ flex: 1 }}>
          Preview
        </Button>
      </Box>
      <PreviewDialog
        open={preview}
        type={type}
        values={values}
        feeCents={feeCentsDue}
        feePercent={feePercent}
        owner={{ ...me, name: me.details?.name || me.name, logo: me.details?.logo }}
        busy={create.isPending}
        onBack={() => setPreview(false)}
        onSubmit={() => void submit()}
      />
    </Box>
  );
}

/** A campaign setting's switch, with a 44 px tap target. */
function SettingSwitch(p: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <FormControlLabel
      control={
        <Switch sx={TAP_SWITCH_SX} checked={p.checked} onChange={(e) => p.onChange(e.target.checked)} />
      }
      label={p.label}
    />
  );
}
