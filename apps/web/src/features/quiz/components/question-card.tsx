import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { QuizQuestion } from '@spruik/shared';

/** What the server said about the answer just given: shown for LIMITS.quizFeedbackMs, then the next question. */
export type AnswerFeedback = { picked: string; correctAnswerId: string; isCorrect: boolean };

/** Read by screen readers, not shown. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Look = 'idle' | 'checking' | 'correct' | 'wrong' | 'other';

function lookOf(answerId: string, pending: string | null, feedback: AnswerFeedback | null): Look {
  if (feedback) {
    if (answerId === feedback.correctAnswerId) return 'correct';
    if (answerId === feedback.picked) return 'wrong';
    return 'other';
  }
  if (pending) return answerId === pending ? 'checking' : 'other';
  return 'idle';
}

/** One question with its answers as buttons; the right answer turns green and a wrong pick red. */
export function QuestionCard({
  question,
  pending,
  feedback,
  onPick,
}: {
  question: QuizQuestion;
  /** The answer sent and not graded yet. */
  pending: string | null;
  feedback: AnswerFeedback | null;
  onPick: (answerId: string) => void;
}) {
  const locked = pending !== null || feedback !== null;
  return (
    <Card data-testid="question-card" data-question-id={question._id}>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.35 }}>
          {question.title}
        </Typography>
        <Box role="group" aria-label="Answers" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {question.answers.map((a) => {
            const look = lookOf(a._id, pending, feedback);
            const colour = look === 'correct' ? 'success' : look === 'wrong' ? 'error' : 'primary';
            const filled = look === 'correct' || look === 'wrong';
            return (
              <Button
                key={a._id}
                size="large"
                fullWidth
                color={colour}
                variant={filled ? 'contained' : 'outlined'}
                aria-disabled={locked}
                data-feedback={look}
                onClick={() => !locked && onPick(a._id)}
                endIcon={
                  look === 'correct' ? (
                    <CheckCircleRounded />
                  ) : look === 'wrong' ? (
                    <CancelRounded />
                  ) : look === 'checking' ? (
                    <CircularProgress size={18} color="inherit" aria-label="Checking" />
                  ) : undefined
                }
                sx={{
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  py: 1.5,
                  borderRadius: '14px',
                  borderWidth: 2,
                  '&:hover': { borderWidth: 2 },
                  opacity: look === 'other' ? 0.55 : 1,
                  pointerEvents: locked ? 'none' : undefined,
                  // The feedback lasts 300 ms: colours switch at once, no fade eating into it.
                  transition: 'none',
                  ...(look === 'checking' && { bgcolor: 'action.selected', borderColor: 'primary.main' }),
                  // Same height as the outlined buttons, so nothing moves when the colours come.
                  ...(filled && { border: '2px solid transparent' }),
                }}
              >
                {a.title}
              </Button>
            );
          })}
        </Box>
        {/* For screen readers: the colours say it on screen. */}
        <Box role="status" sx={srOnly}>
          {feedback ? (feedback.isCorrect ? 'Correct!' : 'Not quite.') : ''}
        </Box>
      </CardContent>
    </Card>
  );
}
