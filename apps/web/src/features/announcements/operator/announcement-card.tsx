import { AUDIENCES } from './announcement-dialog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminAnnouncement } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { imageUrl } from '../../../lib/image-url';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

/** A banner as the homes show it (image, optional link), with its place in the order, Edit and Delete. */
export function AnnouncementCard({
  announcement: a,
  index,
  onEdit,
  onDelete,
}: {
  announcement: AdminAnnouncement;
  index: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      component="article"
      aria-label={`Announcement ${index + 1}`}
      data-testid="announcement-card"
      data-announcement-id={a.id}
      sx={{ borderRadius: '16px', overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={imageUrl(a.imageUrl)}
        alt={`Announcement ${index + 1}`}
        sx={{
          width: '100%',
          height: 160,
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'background.default',
        }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="announcement-link">
          {a.link ? (
            <Link href={a.link} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET_SX}>
              {a.link.replace(/^https:\/\//, '')}
            </Link>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              No link
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" data-testid="announcement-roles">
          Shown to {audienceText(a.roles)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          #{index + 1} in the slider · added {formatDateTime(a.createdAt)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 1 }}>
          <Button size="small" variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

/** "customers and venues" for the banner's roles. */
const audienceText = (roles: number[]) => {
  const names = AUDIENCES.filter((a) => roles.includes(a.role)).map((a) => a.label.toLowerCase());
  return names.length === AUDIENCES.length ? 'everyone' : names.join(' and ');
};
