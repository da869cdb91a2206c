import { useSearchParams } from 'react-router';
import { ROLES } from '@spruik/shared';
import { useAdminUsers } from './get-admin-users';
import { KeysetList } from '../../../components/operator/keyset-list';
import { PageHeader } from '../../../components/operator/page-header';
import { StatusTabs, tabOf, type StatusTab } from '../../../components/operator/status-tabs';
import { SuspendedAccountCard } from './suspended-account-card';
import { VenueActivationCard } from './venue-activation-card';

/** Two queues: sign-ups never activated, and venues that were live and were suspended (a different review). */
const TABS: Array<StatusTab<'pending' | 'suspended'>> = [
  { value: 'pending', label: 'Awaiting activation', empty: 'No venues are waiting for activation.' },
  { value: 'suspended', label: 'Suspended', empty: 'No venues are suspended.' },
];

/**
 * /admin/venues: venues waiting for activation (a membership and map coordinates, then Activate), and
 * (?tab=suspended) suspended venues with the reason, reactivated after a confirmation.
 */
export function AdminVenuesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(TABS, params.get('tab') === 'suspended' ? 'suspended' : 'pending');
  const query = useAdminUsers({ role: ROLES.venue, status: tab.value });
  const suspended = tab.value === 'suspended';
  return (
    <>
      <PageHeader
        title={suspended ? 'Suspended venues' : 'Venues awaiting activation'}
        subtitle={
          suspended
            ? 'Venues that were live and were switched off, with the reason. Reactivate one once you have reviewed it.'
            : "Choose a membership and place the venue on the map. Activating e-mails the owner and puts the venue on the customers' map."
        }
      />
      <StatusTabs
        tabs={TABS}
        value={tab.value}
        onChange={(v) => setParams(v === 'suspended' ? { tab: v } : {}, { replace: true })}
      />
      <KeysetList
        query={query}
        items={(d) => d.users}
        emptyText={tab.empty}
        listSx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {(u) =>
          suspended ? (
            <SuspendedAccountCard key={u.id} account={u} />
          ) : (
            <VenueActivationCard key={u.id} venue={u} />
          )
        }
      </KeysetList>
    </>
  );
}
