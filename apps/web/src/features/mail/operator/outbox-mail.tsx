import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@spruik/shared';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date';
import { RevealMailDialog } from './reveal-mail-dialog';

/** How the mail left: delivered by SMTP, failed (with the reason), or kept in the outbox only (no SMTP_URL). */
function DeliveryChip({ mail }: { mail: OutboxMail }) {
  if (mail.error)
    return <Chip size="small" color="error" variant="outlined" label="Not sent" title={mail.error} />;
  if (mail.sentAt) return <Chip size="small" color="success" variant="outlined" label="Sent by SMTP" />;
  return <Chip size="small" variant="outlined" label="Outbox only" />;
}

/**
 * One e-mail: subject, recipient, when, how it left, and the text with its links and codes hidden. The owner may
 * show them (`canReveal`), after a written reason.
 */
export function OutboxMailCard({ mail: listed, canReveal }: { mail: OutboxMail; canReveal: boolean }) {
  const [revealed, setRevealed] = useState<OutboxMail | null>(null);
  const [asking, setAsking] = useState(false);
  const mail = revealed ?? listed;
  return (
    <Card
      component="article"
      aria-label={mail.subject}
      data-testid="outbox-mail"
      sx={{ p: 1.5, borderRadius: '14px' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            To {mail.to} · {formatDateTime(mail.createdAt)}
          </Typography>
        </Box>
        <DeliveryChip mail={mail} />
        {mail.masked && canReveal && (
          <Button size="small" variant="outlined" onClick={() => setAsking(true)}>
            Show link or code
          </Button>
        )}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1.25,
          borderRadius: '10px',
          bgcolor: 'background.default',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 12.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {mail.text}
      </Box>
      {mail.error && (
        <Typography
          variant="caption"
          color="error"
          sx={{ display: 'block', mt: 0.75, overflowWrap: 'anywhere' }}
        >
          {mail.error}
        </Typography>
      )}
      {asking && (
        <RevealMailDialog
          mail={mail}
          onClose={() => setAsking(false)}
          onRevealed={(whole) => {
            setRevealed(whole);
            setAsking(false);
          }}
        />
      )}
    </Card>
  );
}
