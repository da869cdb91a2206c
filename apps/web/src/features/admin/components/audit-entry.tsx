import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { actionLabel, auditDiff } from '../audit-diff';

/** One audit row: what was done to which target, by whom and when, and the fields before → after. */
export function AuditEntryRow({ entry: e }: { entry: AuditEntry }) {
  const diff = auditDiff(e.before, e.after);
  return (
    <Card component="article" data-testid="audit-entry" sx={{ p: 1.5, borderRadius: '14px' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color="secondary" label={actionLabel(e.action)} title={e.action} />
        <Typography variant="body2" color="text.secondary" title={e.targetId ?? undefined}>
          {e.targetType}
          {e.targetId && ` ${e.targetId.slice(0, 8)}`}
        </Typography>
        <Typography variant="body2" sx={{ ml: { sm: 'auto' } }}>
          {e.actor ? (
            <span title={e.actor.email}>{e.actor.name}</span>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              System
            </Typography>
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {formatDateTime(e.createdAt)}
          </Typography>
        </Typography>
      </Box>
      {diff.length > 0 && (
        <Box
          component="ul"
          sx={{
            m: 0,
            mt: 1,
            p: 1,
            listStyle: 'none',
            borderRadius: '10px',
            bgcolor: 'background.default',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 12.5,
            overflowX: 'auto',
          }}
        >
          {diff.map((d) => (
            <Box component="li" key={d.key} sx={{ overflowWrap: 'anywhere', py: 0.125 }}>
              {d.key && <strong>{d.key}: </strong>}
              {d.before !== undefined && (
                <Box
                  component="span"
                  sx={{
                    color: 'error.main',
                    textDecoration: d.after !== undefined ? 'line-through' : undefined,
                  }}
                >
                  {d.before}
                </Box>
              )}
              {d.before !== undefined && d.after !== undefined && ' → '}
              {d.after !== undefined && (
                <Box component="span" sx={{ color: 'success.main' }}>
                  {d.after}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
