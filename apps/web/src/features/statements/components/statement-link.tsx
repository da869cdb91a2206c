import Button from '@mui/material/Button';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { Link as RouterLink } from 'react-router';

/** The money screens' way to their statement: /statement, optionally of one balance (?account=earnings). */
export function StatementLink({ account, label = 'Statement' }: { account?: string; label?: string }) {
  return (
    <Button
      component={RouterLink}
      to={account ? `/statement?account=${encodeURIComponent(account)}` : '/statement'}
      variant="outlined"
      startIcon={<ReceiptLongRounded />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
