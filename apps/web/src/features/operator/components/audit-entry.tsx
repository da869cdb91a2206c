import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AUDIT_SYSTEM_ACTOR, type AuditEntry } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { actionLabel, auditDiff, targetLabel } from '../audit-diff';

/** A name in the row that narrows the log to it when pressed. */
function FilterLink({ label, title, onClick }: { label: string; title: string; onClick: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      title={title}
      onClick={onClick}
      // A phone's tap target: 44 px high, however short the name.
      sx={{ textAlign: 'left', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
    >
      {label}
    </Link>
  );
}

/**
 * One audit row: what was done to which target (by name: an account, a campaign's title, a withdrawal's amount
 * and holder, …), by whom (an operator, or System) and when, and the fields before → after. The actor and the
 * target narrow the log to them.
 */
export function AuditEntryRow({
  entry: e,
  onActor,
  onTarget,
}: {
  entry: AuditEntry;
  onActor: (actor: string) => void;
  onTarget: () => void;
}) {
  const diff = auditDiff(e.before, e.after);
  const target = e.targetName ?? (e.targetId ? `#${e.targetId.slice(0, 8)}` : null);
  return (
    <Card component="article" data-testid="audit-entry" sx={{ p: 1.5, borderRadius: '14px' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color="secondary" label={actionLabel(e.action)} title={e.action} />
        <Typography variant="body2" color="text.secondary" component="span" sx={{ overflowWrap: 'anywhere' }}>
          {targetLabel(e.targetType)}
          {target && ': '}
          {target && (
            <span data-testid="audit-target">
              <FilterLink label={target} title={`Only entries about ${target}`} onClick={onTarget} />
            </span>
          )}
        </Typography>
        <Typography variant="body2" sx={{ ml: { sm: 'auto' } }}>
          <span data-testid="audit-actor">
            {e.actor ? (
              <FilterLink label={e.actor.name} title={e.actor.email} onClick={() => onActor(e.actor!.id)} />
            ) : (
              <FilterLink
                label="System"
                title="Only what the platform did by itself"
                onClick={() => onActor(AUDIT_SYSTEM_ACTOR)}
              />
            )}
          </span>
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
