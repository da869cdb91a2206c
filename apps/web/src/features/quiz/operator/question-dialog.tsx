import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
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
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { ADMIN_LIMITS, questionRequest, type AdminQuestion } from '@spruik/shared';
import { z } from 'zod';
import { fieldProps, inputProps } from '../../../lib/use-field';
import { useSaveQuestion } from './save-question';

/** The answers as typed, and which one is correct (the radio; -1 until the operator picks one). */
type QuestionValues = { title: string; answers: Array<{ title: string }>; correct: number };

/** None is pre-selected: the operator must choose, or the schema says 'Exactly one answer must be correct.' */
const NONE = -1;

const valuesOf = (q?: AdminQuestion): QuestionValues =>
  q
    ? {
        title: q.title,
        answers: q.answers.map((a) => ({ title: a.title })),
        correct: q.answers.findIndex((a) => a.isCorrect),
      }
    : { title: '', answers: [{ title: '' }, { title: '' }], correct: NONE };

/** The form read as the request (each answer marked correct or not) and checked by its shared schema. */
const questionForm = z.preprocess(
  (v: QuestionValues) => ({
    title: v.title,
    answers: v.answers.map((a, i) => ({ title: a.title, isCorrect: i === v.correct })),
  }),
  questionRequest,
);

/** Create or edit a question: a title and 2-6 answers, exactly one correct (the radio). */
export function QuestionDialog({ question, onClose }: { question?: AdminQuestion; onClose: () => void }) {
  const save = useSaveQuestion();
  const form = useForm({ defaultValues: valuesOf(question), resolver: zodResolver(questionForm) });
  const answers = useFieldArray({ control: form.control, name: 'answers' });
  const correct = form.watch('correct');
  // The schema names 'answers' (the list): react-hook-form keeps a list's own error at `root`.
  const answersError = form.formState.errors.answers?.root?.message;
  const removeAnswer = (i: number) => {
    answers.remove(i);
    form.setValue('correct', correct === i ? NONE : correct > i ? correct - 1 : correct);
    form.clearErrors('answers');
  };
  const submit = form.handleSubmit((body) => save.mutate({ id: question?.id, body }, { onSuccess: onClose }));
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
          multiline
          {...fieldProps(form, 'title')}
          slotProps={{ htmlInput: { maxLength: ADMIN_LIMITS.questionTitleMax } }}
        />
        <Box role="radiogroup" aria-label="Correct answer">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Answers — pick the correct one
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {answers.fields.map((a, i) => (
              <Box key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Radio
                  checked={correct === i}
                  onChange={() => {
                    form.setValue('correct', i);
                    form.clearErrors('answers');
                  }}
                  slotProps={{ input: { 'aria-label': `Answer ${i + 1} is correct` } }}
                />
                <TextField
                  size="small"
                  label={`Answer ${i + 1}`}
                  {...inputProps(form, `answers.${i}.title`)}
                  slotProps={{ htmlInput: { maxLength: ADMIN_LIMITS.answerTitleMax } }}
                />
                <IconButton
                  aria-label={`Remove answer ${i + 1}`}
                  onClick={() => removeAnswer(i)}
                  disabled={answers.fields.length <= ADMIN_LIMITS.minAnswers}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
          {answersError && (
            <FormHelperText error role="alert" sx={{ ml: 1.5 }}>
              {answersError}
            </FormHelperText>
          )}
          <Button
            size="small"
            startIcon={<AddRounded />}
            onClick={() => {
              answers.append({ title: '' }, { shouldFocus: false });
              form.clearErrors('answers');
            }}
            disabled={answers.fields.length >= ADMIN_LIMITS.maxAnswers}
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
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
