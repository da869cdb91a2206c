import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAdminCampaigns, type AdminCampaign } from '../api/get-admin-campaigns';
import { useVerifyCampaign } from '../api/verify-campaign';
import { CampaignPreviewCard } from './campaign-preview-card';
import { EmptyNote } from './empty-note';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { RejectDialog } from './reject-dialog';

/** The verification queue (oldest first): each campaign as its preview, with Verify and Reject. */
export function CampaignQueue() {
  const [page, setPage] = useState(1);
  const query = useAdminCampaigns({ status: 'pending', page });
  const verify = useVerifyCampaign();
  const [rejecting, setRejecting] = useState<AdminCampaign | null>(null);
  const busyId = verify.isPending ? verify.variables?.id : undefined;
  return (
    <>
      <QueryState query={query}>
        {(data) =>
          data.campaigns.length === 0 ? (
            <EmptyNote text="No campaigns are waiting for verification." />
          ) : (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {data.campaigns.map((c) => (
                  <CampaignPreviewCard
                    key={c.id}
                    campaign={c}
                    actions={
                      <>
                        <Button
                          variant="contained"
                          color="success"
                          loading={busyId === c.id && verify.variables?.approve}
                          disabled={verify.isPending}
                          onClick={() => verify.mutate({ id: c.id, approve: true })}
                          sx={{ flex: 1 }}
                        >
                          Verify
                        </Button>
                        <Button
                          variant="outlined"
                          color="error"
                          disabled={verify.isPending}
                          onClick={() => setRejecting(c)}
                          sx={{ flex: 1 }}
                        >
                          Reject
                        </Button>
                      </>
                    }
                  />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                limit={data.limit}
                onChange={setPage}
                label="Queue pages"
              />
            </>
          )
        }
      </QueryState>
      <RejectDialog
        title={rejecting?.title ?? null}
        busy={verify.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting &&
          verify.mutate({ id: rejecting.id, approve: false, reason }, { onSuccess: () => setRejecting(null) })
        }
      />
    </>
  );
}
