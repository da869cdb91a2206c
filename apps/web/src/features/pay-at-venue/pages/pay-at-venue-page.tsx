import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalActivityRounded from '@mui/icons-material/LocalActivityRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCents, PAY_MSG, payAmountToCents, payAtVenueSchema } from '@spruik/shared';
import { z } from 'zod';
import { LoadError } from '../../../components/ui/load-error';
import { MoneyField } from '../../../components/ui/money-field';
import { Page } from '../../../components/ui/page';
import { useNotify } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { money, moneyCents, toCents } from '../../../lib/money';
import { useVenue } from '../../venues/api/get-venues';
import {
  PAYMENT_RECEIVED,
  usePayAtVenue,
  useUnusedVouchers,
  useVenueCredit,
  type PayBody,
} from '../api/pay-at-venue';
import { PayConfirmDialog, type PayPreview } from '../components/pay-confirm-dialog';
import { voucherLabel } from '../components/voucher-label';
import { formatDateTime } from '../../../lib/date';

type PayValues = { wallet: string; pocket: string; redeemID: string | null };
const EMPTY: PayValues = { wallet: '', pocket: '', redeemID: null };

/** A typed amount in cents while typing ('' is 0.00; what is not an amount yet counts as 0 until Pay names it). */
const cents = (text: string) => {
  const r = payAmountToCents(text);
  return 'cents' in r ? r.cents : 0;
};

/** /payment?id=: pay cash from the wallet and the pocket at this venue, and/or redeem one voucher. */
export function PayAtVenuePage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const venue = useVenue(id);
  const credit = useVenueCredit(id);
  const vouchers = useUnusedVouchers(id);
  const pay = usePayAtVenue();
  // The payment waiting for the customer's confirmation.
  const [confirming, setConfirming] = useState<{ body: PayBody; preview: PayPreview } | null>(null);
  // The picked voucher's label, kept: after a lost answer the refreshed list may no longer hold it.
  const [pickedLabel, setPickedLabel] = useState<string | null>(null);
  // After a lost answer the balances shown may already include that payment: its retry goes to the server.
  const max =
    credit.data && !pay.inDoubt
      ? { walletCents: toCents(credit.data.wallet), pocketCents: toCents(credit.data.pocket) }
      : undefined;
  const form = useForm({
    defaultValues: EMPTY,
    // The form read as POST /api/payments and checked by its shared schema, against the balances shown.
    resolver: zodResolver(
      z.preprocess(
        (v: PayValues) => ({ ...v, venueID: id, redeemID: v.redeemID ?? '' }),
        payAtVenueSchema(max),
      ),
    ),
    // Pay names the first problem below the form; any change clears it until the next Pay.
    reValidateMode: 'onSubmit',
  });
  const [wallet, pocket, voucherId] = form.watch(['wallet', 'pocket', 'redeemID']);
  // Too much is refused on the spot (before Pay), on the field.
  const walletError = max && cents(wallet) > max.walletCents ? PAY_MSG.notEnoughWallet : null;
  const pocketError = max && cents(pocket) > max.pocketCents ? PAY_MSG.notEnoughPocket : null;
  const totalCents = cents(wallet) + cents(pocket);
  const formError = firstError(form.formState.errors);

  const submit = form.handleSubmit(
    (p) => {
      if (pay.isPending) return;
      // The same form sent again (after a lost answer, say) carries the same key and pays once.
      const body = {
        wallet: formatCents(p.walletCents),
        pocket: formatCents(p.pocketCents),
        venueID: id,
        ...(voucherId ? { redeemID: voucherId } : {}),
      };
      const preview = {
        venueName: venue.data?.name ?? '',
        walletCents: p.walletCents,
        pocketCents: p.pocketCents,
        voucher: voucherId ? (pickedLabel ?? 'Voucher') : null,
      };
      setConfirming({ body, preview });
    },
    (errors) => notify(firstError(errors) ?? PAY_MSG.nothingToPay, 'error'),
  );

  const confirm = () => {
    if (!confirming || pay.isPending) return;
    pay.mutate(confirming.body, {
      onSuccess: ({ data, replayed }) => {
        notify(replayed ? PAYMENT_RECEIVED : data.message || PAY_MSG.paid);
        void navigate(`/payment_receipt?id=${data.payment.id}`, { replace: true });
      },
      // Refused or unanswered: back to the form, which keeps what was typed.
      onError: () => setConfirming(null),
    });
  };

  const moneyInput = (name: 'wallet' | 'pocket', label: string, error: string | null, most?: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MoneyField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            form.clearErrors();
          }}
          onBlur={field.onBlur}
          placeholder="0.00"
          error={!!error}
          helperText={error ?? `Maximum ${money(most)}`}
        />
      )}
    />
  );

  if (!id) return <Page title="Pay or redeem">Choose a venue first.</Page>;
  const failed = venue.isError || credit.isError;
  return (
    <Page title="Pay or redeem" subtitle={venue.data ? `at ${venue.data.name}` : undefined}>
      {failed && (
        <LoadError
          onRetry={() => {
            void venue.refetch();
            void credit.refetch();
          }}
        />
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Card sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">
            Pay cash
          </Typography>
          {!credit.data && !failed ? (
            <Skeleton variant="rounded" height={120} />
          ) : (
            <>
              {moneyInput('wallet', 'From my wallet', walletError, credit.data?.wallet)}
              {moneyInput('pocket', 'From my pocket here', pocketError, credit.data?.pocket)}
            </>
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              pt: 1,
              borderTop: '1px dashed',
              borderColor: 'divider',
            }}
          >
            <Typography color="text.secondary">Total</Typography>
            <Typography variant="h5" component="p" data-testid="pay-total">
              {moneyCents(totalCents)}
            </Typography>
          </Box>
        </Card>

        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Redeem Vouchers
          </Typography>
          {vouchers.isPending && <Skeleton variant="rounded" height={64} />}
          {vouchers.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              You have no vouchers at this venue.
            </Typography>
          )}
          <Box
            sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
            role="group"
            aria-label="Redeem Vouchers"
          >
            {vouchers.data?.map((v) => {
              const picked = v.id === voucherId;
              return (
                <Card
                  key={v.id}
                  sx={{
                    borderRadius: '14px',
                    borderColor: picked ? 'primary.main' : undefined,
                    bgcolor: picked ? 'rgba(217,83,30,0.06)' : undefined,
                  }}
                >
                  <CardActionArea
                    aria-pressed={picked}
                    aria-label={`Voucher ${voucherLabel(v)}`}
                    onClick={() => {
                      form.setValue('redeemID', picked ? null : v.id);
                      setPickedLabel(picked ? null : voucherLabel(v));
                      form.clearErrors();
                    }}
                    sx={{
                      p: 1.5,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      justifyContent: 'flex-start',
                    }}
                  >
                    <LocalActivityRounded color="primary" />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{voucherLabel(v)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        Received {formatDateTime(v.createdAt)}
                      </Typography>
                    </Box>
                    {picked ? (
                      <CheckCircleRounded color="primary" />
                    ) : (
                      <RadioButtonUncheckedRounded color="disabled" />
                    )}
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        </Box>

        {formError && (
          <Typography color="error" variant="body2" role="alert">
            {formError}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pay.isPending || !!walletError || !!pocketError || !credit.data}
        >
          {pay.isPending ? 'Paying…' : 'Pay'}
        </Button>
      </Box>
      <PayConfirmDialog
        preview={confirming?.preview ?? null}
        busy={pay.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Page>
  );
}
