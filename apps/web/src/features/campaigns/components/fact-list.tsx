import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { openable, shortLink } from '../campaign-display';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

export type Fact = { label: string; value: ReactNode; testId?: string };

/** Label/value rows of a campaign (dialogs and the review section). Empty values are left out. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {facts
        .filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
        .map((f) => (
          <Box key={f.label}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {f.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-testid={f.testId}
              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {f.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** An outside link that opens in a new tab (https:// added when missing). */
export function OutLink({ href, children }: { href: string | null | undefined; children?: ReactNode }) {
  const url = openable(href);
  if (!url) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      // It stands alone in its cell ("View" or the URL): a 44 px tap target; a long URL breaks anywhere.
      sx={{ ...TAP_TARGET_SX, overflowWrap: 'anywhere', maxWidth: '100%' }}
    >
      {children ?? shortLink(url)}
    </Link>
  );
}
