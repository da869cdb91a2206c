import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { atHandle, socialUrl, type AdminUserItem } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

/** What the venue told us at sign-up: contact, address, website, Instagram and ABN. */
export function VenueFacts({ user }: { user: AdminUserItem }) {
  const d = user.details;
  const ig = socialUrl('instagram', user.instagramId);
  const rows: Array<[string, ReactNode]> = [
    ['Contact', `${user.name} · ${user.phone}`],
    ['E-mail', user.email],
    ['Address', d?.address],
    [
      'Website',
      d?.websiteLink && (
        <Link href={d.websiteLink} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET_SX}>
          {d.websiteLink.replace(/^https?:\/\//, '')}
        </Link>
      ),
    ],
    [
      'Instagram',
      ig && (
        <Link href={ig} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET_SX}>
          {atHandle('instagram', user.instagramId)}
        </Link>
      ),
    ],
    ['ABN', d?.abn],
    ['Signed up', formatDateTime(user.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows
        .filter(([, v]) => v)
        .map(([label, v]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {v}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
