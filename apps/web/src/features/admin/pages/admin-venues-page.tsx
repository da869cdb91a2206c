import { ROLES } from '@spruik/shared';
import { useAdminUsers } from '../api/get-admin-users';
import { KeysetList } from '../components/keyset-list';
import { PageHeader } from '../components/page-header';
import { VenueActivationCard } from '../components/venue-activation-card';

/** /admin/venues: venues waiting for activation (a membership and map coordinates, then Activate). */
export function AdminVenuesPage() {
  const query = useAdminUsers({ role: ROLES.venue, status: 'pending' });
  return (
    <>
      <PageHeader
        title="Venues awaiting activation"
        subtitle="Choose a membership and place the venue on the map. Activating e-mails the owner and puts the venue on the customers' map."
      />
      <KeysetList
        query={query}
        items={(d) => d.users}
        emptyText="No venues are waiting for activation."
        listSx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {(u) => <VenueActivationCard key={u.id} venue={u} />}
      </KeysetList>
    </>
  );
}
