import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAdminCampaigns, type AdminCampaign } from './get-admin-campaigns';
import { useVerifyCampaign } from './verify-campaign';
import { CampaignPreviewCard } from './campaign-preview-card';
import { KeysetList } from '../../../components/operator/keyset-list';
import { RejectDialog } from './reject-dialog';

/**
 * The verification queue (oldest first, more as it scrolls): each campaign as its preview, with Verify (after a
 * confirmation: it cannot be undone) and Reject (with a reason).
 */
export function CampaignQueue() {
  const query = useAdminCampaigns({ status: 'pending' });
  const verify = useVerifyCampaign();
  const [rejecting, setRejecting] = useState<AdminCampaign | null>(null);
  const [verifying, setVerifying] = useState<AdminCampaign | null>(null);
  const busyId = verify.isPending ? verify.variables?.id : undefined;
  return (
    <>
      <KeysetList
        query={query}
        items={(d) => d.campaigns}
        emptyText="No campaigns are waiting for verification."
        listSx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {(c: AdminCampaign) => (
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
                  onClick={() => setVerifying(c)}
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
        )}
      </KeysetList>
      <ConfirmDialog
        open={verifying !== null}
        title={`Verify “${verifying?.title ?? ''}”?`}
        confirmLabel="Verify"
        color="success"
        busy={verify.isPending}
        onClose={() => setVerifying(null)}
        onConfirm={() =>
          verifying &&
          verify.mutate({ id: verifying.id, approve: true }, { onSuccess: () => setVerifying(null) })
        }
      >
        It goes live at once: customers can see and accept it. There is no undo; to stop it later, close the
        campaign.
      </ConfirmDialog>
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
