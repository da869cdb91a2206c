import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import { QUIZ_LIMITS, type QuizFinishResponse } from '@spruik/shared';

/** The score and the energy gained, as the server graded them; closing goes on to /my_energy. */
export function QuizFinishDialog({
  result,
  onDone,
}: {
  result: QuizFinishResponse | null;
  onDone: () => void;
}) {
  return (
    <Dialog open={result !== null} onClose={onDone} aria-labelledby="quiz-finish-title">
      <DialogTitle id="quiz-finish-title" sx={{ textAlign: 'center' }}>
        Quiz finished
      </DialogTitle>
      {result && (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 800 }} data-testid="quiz-score">
              {result.correct}/{result.total}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              You got {result.correct} of {result.total} right
            </Typography>
          </Box>
          {result.gained > 0 ? (
            <Chip
              color="success"
              icon={<BoltRounded />}
              label={`+${result.gained} energy`}
              data-testid="quiz-gained"
              sx={{ fontWeight: 800, fontSize: 15, px: 0.5 }}
            />
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="quiz-gained">
              {result.correct > 0
                ? 'Your energy is already full.'
                : 'No energy this time. Try again in an hour.'}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Your energy is now {result.energy} of {QUIZ_LIMITS.energyMax}.
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={onDone}>
          See my energy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
