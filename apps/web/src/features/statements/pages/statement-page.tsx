import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PrintStyles } from '../components/print-styles';
import { StatementView } from '../components/statement-view';

const OWN = {};

/**
 * /statement (customers, businesses, venues): the statement of the balance named by ?account= (the
 * role's money screen links here), or of the role's main balance.
 */
export function StatementPage() {
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? undefined;
  return (
    <Page title="Statement" subtitle="Every movement of your balance, with the balance after it.">
      <PrintStyles />
      <StatementView
        owner={OWN}
        account={account}
        onAccountChange={(a) => setParams({ account: a }, { replace: true })}
      />
    </Page>
  );
}
