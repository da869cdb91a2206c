import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminWithdrawItem } from '@spruik/shared';

/** 123456 -> 123-456, the way Australian BSBs are written. */
export const formatBsb = (bsb: string) => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);

/** Where the money goes: account name, BSB and account number (copied onto the withdrawal when it was asked). */
export function BankDetails({ bank }: { bank: AdminWithdrawItem['bank'] }) {
  if (!bank) return <Alert severity="warning">No bank details saved for this account.</Alert>;
  const rows: Array<[string, string]> = [
    ['Account name', bank.accountName],
    ['BSB', formatBsb(bank.BSB)],
    ['Account number', bank.accountNumber],
  ];
  return (
    <Box
      component="dl"
      data-testid="bank-details"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: '12px',
        bgcolor: 'background.default',
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.25,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 700, fontFamily: label === 'Account name' ? undefined : 'monospace' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
