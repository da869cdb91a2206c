import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import type { AdminQuestion } from '@spruik/shared';

/** A quiz question with its answers, the correct one marked. */
export function QuestionCard({
  question: q,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      component="article"
      aria-label={q.title}
      data-testid="question-card"
      data-question-id={q.id}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {q.title}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        {q.answers.map((a) => (
          <Box
            component="li"
            key={a._id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: a.isCorrect ? 'success.main' : 'text.secondary',
            }}
          >
            {a.isCorrect ? (
              <CheckCircleRounded fontSize="small" aria-label="Correct answer" />
            ) : (
              <RadioButtonUncheckedRounded fontSize="small" />
            )}
            <Typography
              variant="body2"
              sx={{ fontWeight: a.isCorrect ? 700 : 400, overflowWrap: 'anywhere' }}
            >
              {a.title}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 0.5 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Box>
    </Card>
  );
}
