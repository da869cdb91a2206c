import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useState } from 'react';
import { ADMIN_LIMITS, check, questionRequest, type AdminQuestion } from '@spruik/shared';
import { useSaveQuestion } from '../api/save-question';

type Draft = { title: string; answers: string[]; correct: number };

const draftOf = (q?: AdminQuestion): Draft =>
  q
    ? {
        title: q.title,
        answers: q.answers.map((a) => a.title),
        correct: Math.max(
          0,
          q.answers.findIndex((a) => a.isCorrect),
        ),
      }
    : { title: '', answers: ['', ''], correct: 0 };

/** Create or edit a question: a title and 2-6 answers, exactly one correct (the radio). */
export function QuestionDialog({ question, onClose }: { question?: AdminQuestion; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveQuestion();
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const setAnswer = (i: number, title: string) =>
    set({ answers: draft.answers.map((a, j) => (j === i ? title : a)) });
  const removeAnswer = (i: number) =>
    set({
      answers: draft.answers.filter((_, j) => j !== i),
      correct: draft.correct === i ? 0 : draft.correct > i ? draft.correct - 1 : draft.correct,
    });
  const submit = () => {
    const body = {
      title: draft.title,
      answers: draft.answers.map((title, i) => ({ title, isCorrect: i === draft.correct })),
    };
    const r = check(questionRequest, body);
    if (!r.ok) return setError({ field: r.field ?? 'answers', message: r.message });
    save.mutate({ id: question?.id, body: r.value }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="question-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="question-title">{question ? 'Edit question' : 'New question'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Question"
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          multiline
          error={error?.field === 'title'}
          helperText={error?.field === 'title' ? error.message : undefined}
          slotProps={{ htmlInput: { maxLength: ADMIN_LIMITS.questionTitleMax } }}
        />
        <Box role="radiogroup" aria-label="Correct answer">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Answers — pick the correct one
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {draft.answers.map((a, i) => (
              <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Radio
                  checked={draft.correct === i}
                  onChange={() => set({ correct: i })}
                  slotProps={{ input: { 'aria-label': `Answer ${i + 1} is correct` } }}
                />
                <TextField
                  size="small"
                  label={`Answer ${i + 1}`}
                  value={a}
                  onChange={(e) => setAnswer(i, e.target.value)}
                  slotProps={{ htmlInput: { maxLength: ADMIN_LIMITS.answerTitleMax } }}
                />
                <IconButton
                  aria-label={`Remove answer ${i + 1}`}
                  onClick={() => removeAnswer(i)}
                  disabled={draft.answers.length <= ADMIN_LIMITS.minAnswers}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
          {error?.field === 'answers' && (
            <FormHelperText error role="alert" sx={{ ml: 1.5 }}>
              {error.message}
            </FormHelperText>
          )}
          <Button
            size="small"
            startIcon={<AddRounded />}
            onClick={() => set({ answers: [...draft.answers, ''] })}
            disabled={draft.answers.length >= ADMIN_LIMITS.maxAnswers}
            sx={{ mt: 1 }}
          >
            Add answer
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
