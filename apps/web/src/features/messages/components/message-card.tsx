import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import { Link as RouterLink } from 'react-router';
import { isGreenEvent, type OwnerMessage } from '@spruik/shared';
import { formatDate, formatTime } from '../../../lib/date';

/**
 * One message: title, time and date, a seen check mark; green for the verified and top-up events (isGreenEvent),
 * pink for the others (docs/spec.md, Messages). Messages about a campaign open its details.
 */
export function MessageCard({ message: m }: { message: OwnerMessage }) {
  const green = isGreenEvent(m.event);
  const content = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%', textAlign: 'left' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: m.isSeen ? 500 : 800, overflowWrap: 'anywhere' }}>
          {m.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatTime(m.createdAt)} · {formatDate(m.createdAt)}
        </Typography>
      </Box>
      <Box
        sx={{ color: m.isSeen ? 'secondary.main' : 'text.disabled', pt: 0.25 }}
        role="img"
        aria-label={m.isSeen ? 'Seen' : 'New'}
        title={m.isSeen ? 'Seen' : 'New'}
      >
        {m.isSeen ? <DoneAllRounded fontSize="small" /> : <DoneRounded fontSize="small" />}
      </Box>
    </Box>
  );
  const sx = {
    p: 1.75,
    width: '100%',
    borderRadius: '14px',
    borderLeft: '5px solid',
    borderColor: green ? '#2e7d32' : '#d81b60',
    bgcolor: green ? '#e8f5e9' : '#fce4ec',
  };
  return m.campaignId ? (
    <ButtonBase
      component={RouterLink}
      to={`/campaign_details?id=${encodeURIComponent(m.campaignId)}`}
      sx={sx}
      data-testid="message"
      data-event={m.event}
    >
      {content}
    </ButtonBase>
  ) : (
    <Box sx={sx} data-testid="message" data-event={m.event}>
      {content}
    </Box>
  );
}
