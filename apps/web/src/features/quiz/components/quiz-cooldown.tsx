import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { Link as RouterLink } from 'react-router';
import { quizWaitMessage } from '@spruik/shared';
import { formatTime } from '../../../lib/date';

/** Within the hour after a quiz: when the next one opens, instead of a Start that would be refused. */
export function QuizCooldown({
  minutesLeft,
  nextQuizAt,
}: {
  minutesLeft: number;
  nextQuizAt: string | null;
}) {
  return (
    <Card data-testid="quiz-cooldown">
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          p: 3,
          textAlign: 'center',
        }}
      >
        <ScheduleRounded color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p" data-testid="quiz-wait">
          {quizWaitMessage(minutesLeft)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          One quiz an hour
          {nextQuizAt ? `: the next one opens at ${formatTime(nextQuizAt)}.` : '.'}
        </Typography>
        <Button component={RouterLink} to="/home" variant="contained" size="large" fullWidth sx={{ mt: 1 }}>
          Back to home
        </Button>
      </CardContent>
    </Card>
  );
}
