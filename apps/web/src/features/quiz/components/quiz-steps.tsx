import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuizQuestion } from '@spruik/shared';
import type { GivenAnswer } from '../quiz-progress';

type Step = 'correct' | 'wrong' | 'current' | 'to come';

/**
 * One segment per question: green when answered right, red when wrong, dark for the one showing.
 * Keeps the feedback in view after the 300 ms flash, and is what a screen reader reads as the score so far.
 */
export function QuizSteps({
  questions,
  answers,
  index,
}: {
  questions: QuizQuestion[];
  answers: Record<string, GivenAnswer>;
  index: number;
}) {
  const steps = questions.map<Step>((q, i) => {
    const given = answers[q._id];
    if (given) return given.isCorrect ? 'correct' : 'wrong';
    return i === index ? 'current' : 'to come';
  });
  const colour: Record<Step, string> = {
    correct: 'success.main',
    wrong: 'error.main',
    current: 'text.primary',
    'to come': 'divider',
  };
  const correct = steps.filter((s) => s === 'correct').length;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle2" component="p" data-testid="quiz-position">
          Question {Math.min(index + 1, questions.length)} of {questions.length}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {correct} correct
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label="Quiz progress"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75 }}
      >
        {steps.map((step, i) => (
          <Box
            component="li"
            key={questions[i]._id}
            aria-label={`Question ${i + 1}: ${step}`}
            data-step={step}
            sx={{
              flex: 1,
              height: 8,
              borderRadius: '8px',
              bgcolor: colour[step],
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
