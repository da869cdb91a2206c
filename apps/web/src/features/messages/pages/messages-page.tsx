import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import MailRounded from '@mui/icons-material/MailRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { EmptyState } from '../../campaigns/components/empty-state';
import { meKey } from '../../../lib/query-keys';
import { useMessages } from '../api/get-messages';
import { MessageCard } from '../components/message-card';

/** /messages for owners: the list, newest first; loading it marks them seen (docs/spec.md, Messages). */
export function MessagesPage() {
  const qc = useQueryClient();
  const q = useMessages();

  // The server marked the listed messages seen: the unseen badge (on the user) is out of date.
  useEffect(() => {
    if (q.dataUpdatedAt) void qc.invalidateQueries({ queryKey: meKey });
  }, [q.dataUpdatedAt, qc]);

  return (
    <Page title="Messages">
      {q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </>
      ) : q.data.length === 0 ? (
        <EmptyState icon={<MailRounded />} text="No messages found" />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="messages">
          {q.data.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
        </Box>
      )}
    </Page>
  );
}
