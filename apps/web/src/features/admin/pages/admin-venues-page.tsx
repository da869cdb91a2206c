import Box from '@mui/material/Box';
import { useState } from 'react';
import { ROLES } from '@spruik/shared';
import { useAdminUsers } from '../api/get-admin-users';
import { EmptyNote } from '../components/empty-note';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { VenueActivationCard } from '../components/venue-activation-card';

/** /admin/venues: venues waiting for activation (a membership and map coordinates, then Activate). */
export function AdminVenuesPage() {
  const [page, setPage] = useState(1);
  const query = useAdminUsers({ role: ROLES.venue, status: 'pending', page });
  return (
    <>
      <PageHeader
        title="Venues awaiting activation"
        subtitle="Choose a membership and place the venue on the map. Activating e-mails the owner and puts the venue on the customers' map."
      />
      <QueryState query={query}>
        {(data) =>
          data.users.length === 0 ? (
            <EmptyNote text="No venues are waiting for activation." />
          ) : (
            <>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {data.users.map((u) => (
                  <VenueActivationCard key={u.id} venue={u} />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                limit={data.limit}
                onChange={setPage}
                label="Venue pages"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
