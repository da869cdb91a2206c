import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { PROOF_CHECK_LABELS, type ActivityProof } from '@spruik/shared';
import { proofHeadline } from '../proof-text';

const COLORS = {
  verified: 'success.main',
  failed: 'error.main',
  pending: 'text.secondary',
  unchecked: 'text.secondary',
};

/** The platform's verdict on a proof and, for the owner, each check with ✓/✗ and why. */
export function ProofChecks({
  proof,
  audience,
  showChecks = audience === 'owner',
}: {
  proof: ActivityProof;
  audience: 'creator' | 'owner';
  showChecks?: boolean;
}) {
  const headline = proofHeadline(proof, audience);
  if (!headline) return null;
  return (
    <Box data-testid="proof" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 700, color: COLORS[proof.state], overflowWrap: 'anywhere' }}
      >
        {headline}
      </Typography>
      {showChecks && proof.checks.length > 0 && (
        <Box component="ul" aria-label="Checks" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {proof.checks.map((c) => (
            <Box
              component="li"
              key={c.check}
              data-testid="proof-check"
              sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', py: 0.25 }}
            >
              {c.passed ? (
                <CheckRounded fontSize="small" color="success" aria-label="passed" />
              ) : (
                <CloseRounded fontSize="small" color="error" aria-label="failed" />
              )}
              <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{PROOF_CHECK_LABELS[c.check]}</strong> — {c.detail}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
