import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useStatement } from '../api/get-statement';
import { PrintStyles } from '../components/print-styles';
import { StatementView } from '../components/statement-view';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { PageHeader } from '../../../components/operator/page-header';
import { roleName } from '../../accounts/operator/user-row';

/**
 * /admin/users/{id}/statement: a user's statement exactly as they read it (the same component), and Adjust
 * balance, which credits or debits their wallet or credit with a reason.
 */
export function AdminUserStatementPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? undefined;
  const owner = { userId: id };
  const [adjusting, setAdjusting] = useState(false);
  // The same query as the view's: whose statement it is comes with its first page.
  const user = useStatement(owner, account).data?.pages[0].user;
  return (
    <>
      <PrintStyles />
      <Link
        component={RouterLink}
        to="/admin/users"
        variant="body2"
        data-print="hide"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        ← Users
      </Link>
      <PageHeader
        title={user ? `Statement: ${user.name}` : 'Statement'}
        subtitle={user ? `${user.email} · ${roleName(user.role)}` : undefined}
      />
      <StatementView
        owner={owner}
        account={account}
        onAccountChange={(a) => setParams({ account: a }, { replace: true })}
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<TuneRounded />}
            disabled={!user}
            onClick={() => setAdjusting(true)}
          >
            Adjust balance
          </Button>
        }
      />
      {user && <AdjustBalanceDialog user={user} open={adjusting} onClose={() => setAdjusting(false)} />}
    </>
  );
}
