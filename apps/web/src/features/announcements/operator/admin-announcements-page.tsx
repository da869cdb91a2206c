import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { useState } from 'react';
import type { AdminAnnouncement } from '@spruik/shared';
import { useDeleteAnnouncement } from './delete-announcement';
import { useAdminAnnouncements } from './get-admin-announcements';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementDialog } from './announcement-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyNote } from '../../../components/operator/empty-note';
import { PageHeader } from '../../../components/operator/page-header';
import { QueryState } from '../../../components/operator/query-state';

/** /admin/announcements: the banners on the role homes; create, edit image or link, delete. */
export function AdminAnnouncementsPage() {
  const query = useAdminAnnouncements();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  return (
    <>
      <PageHeader
        title="Announcements"
        subtitle="Banners rotate on the customer, business and venue homes in this order."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            New announcement
          </Button>
        }
      />
      <QueryState query={query}>
        {(data) =>
          data.announcements.length === 0 ? (
            <EmptyNote text="No announcements yet." />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
              }}
            >
              {data.announcements.map((a, i) => (
                <AnnouncementCard
                  key={a.id}
                  announcement={a}
                  index={i}
                  onEdit={() => setEditing(a)}
                  onDelete={() => setDeleting(a)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {editing && (
        <AnnouncementDialog
          announcement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this announcement?"
        confirmLabel="Delete"
        color="error"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        It disappears from every home at once. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
