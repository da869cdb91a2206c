import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalActivityRounded from '@mui/icons-material/LocalActivityRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { check, dollarsToCents, formatCents, parseMoneyText, payAtVenueSchema } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useNotify } from '../../../lib/feedback';
import { money } from '../../../lib/money';
import { useVenue } from '../../venues/api/get-venues';
import { usePayAtVenue, useUnusedVouchers, useVenueCredit } from '../api/pay-at-venue';
import { voucherLabel } from '../components/voucher-label';

/** Digits with an optional dot and at most 2 decimals, while typing ('' is allowed and counts as 0.00). */
const TYPING = /^\d*(\.\d{0,2})?$/;
const cents = (text: string) => (text.trim() === '' ? 0 : (parseMoneyText(text) ?? 0));

/** /payment?id=: pay cash from the wallet and the pocket at this venue, and/or redeem one voucher. */
export function PayAtVenuePage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const venue = useVenue(id);
  const credit = useVenueCredit(id);
  const vouchers = useUnusedVouchers(id);
  const pay = usePayAtVenue();
  const [wallet, setWallet] = useState('');
  const [pocket, setPocket] = useState('');
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const max = credit.data
    ? {
        walletCents: dollarsToCents(credit.data.wallet) ?? 0,
        pocketCents: dollarsToCents(credit.data.pocket) ?? 0,
      }
    : undefined;
  const walletError =
    max && cents(wallet) > max.walletCents ? 'You do not have enough in your wallet.' : null;
  const pocketError =
    max && cents(pocket) > max.pocketCents ? 'You do not have enough in your pocket at this venue.' : null;
  const totalCents = cents(wallet) + cents(pocket);

  const typed = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.target.value.replace(',', '.');
    if (TYPING.test(v)) {
      set(v);
      setFormError(null);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (pay.isPending) return;
    const body = {
      wallet: wallet.trim() === '' ? '0.00' : wallet,
      pocket: pocket.trim() === '' ? '0.00' : pocket,
      venueID: id,
      ...(voucherId ? { redeemID: voucherId } : {}),
    };
    const r = check(payAtVenueSchema(max), body);
    if (!r.ok) {
      setFormError(r.message);
      notify(r.message, 'error');
      return;
    }
    // The same form sent again (after a lost answer, say) carries the same key and pays once.
    pay.mutate(body, {
      onSuccess: (data) => {
        notify(data.message || 'Successfully paid');
        void navigate(`/payment_receipt?id=${data.payment.id}`, { replace: true });
      },
    });
  };

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
        onSubmit={submit}
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
              <TextField
                label="From my wallet"
                value={wallet}
                onChange={typed(setWallet)}
                placeholder="0.00"
                error={!!walletError}
                helperText={walletError ?? `Maximum ${money(credit.data?.wallet)}`}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <TextField
                label="From my pocket here"
                value={pocket}
                onChange={typed(setPocket)}
                placeholder="0.00"
                error={!!pocketError}
                helperText={pocketError ?? `Maximum ${money(credit.data?.pocket)}`}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
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
              ${formatCents(totalCents)}
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
                      setVoucherId(picked ? null : v.id);
                      setFormError(null);
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
                        Received {new Date(v.createdAt).toLocaleDateString()}
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
    </Page>
  );
}
