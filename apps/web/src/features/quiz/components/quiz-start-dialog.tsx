import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import type { ReactNode } from 'react';
import { QUIZ_LIMITS } from '@spruik/shared';

function Rule({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** What the quiz is, before the hour starts: Start or Cancel (docs/spec.md, Quiz and energy). */
export function QuizStartDialog({
  open,
  energy,
  starting,
  onStart,
  onCancel,
}: {
  open: boolean;
  energy?: number;
  starting: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="quiz-start-title">
      <DialogTitle id="quiz-start-title">Boost Energy</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Answer quick questions about creating for venues and earn the energy you need to join campaigns.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          <Rule icon={<QuizRounded fontSize="small" />}>
            {QUIZ_LIMITS.questions} questions, one at a time.
          </Rule>
          <Rule icon={<BoltRounded fontSize="small" />}>
            +{QUIZ_LIMITS.energyPerCorrect} energy for each correct answer, up to {QUIZ_LIMITS.energyMax}.
          </Rule>
          <Rule icon={<ScheduleRounded fontSize="small" />}>
            One quiz an hour. The hour starts when you press Start.
          </Rule>
        </Box>
        {energy !== undefined && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Your energy now: {energy}%
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onStart} disabled={starting}>
          Start
        </Button>
      </DialogActions>
    </Dialog>
  );
}
