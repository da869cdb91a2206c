import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useState } from 'react';
import type { AdminQuestion } from '@spruik/shared';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestions } from '../api/get-questions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyNote } from '../components/empty-note';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { QuestionCard } from '../components/question-card';
import { QuestionDialog } from '../components/question-dialog';
import { useLast } from '../use-last';

/** /admin/questions: the Boost Energy quiz bank; create, edit (2-6 answers, one correct), delete. */
export function AdminQuestionsPage() {
  const [page, setPage] = useState(1);
  const query = useQuestions(page);
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const deletingShown = useLast(deleting);
  return (
    <>
      <PageHeader
        title="Quiz questions"
        subtitle="Customers get 5 random questions an hour; each correct answer adds 10 energy."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            New question
          </Button>
        }
      />
      <QueryState query={query}>
        {(data) =>
          data.questions.length === 0 ? (
            <EmptyNote text="No questions yet. Customers cannot play until there are some." />
          ) : (
            <>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                {data.total} question{data.total === 1 ? '' : 's'}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {data.questions.map((q) => (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    onEdit={() => setEditing(q)}
                    onDelete={() => setDeleting(q)}
                  />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                limit={data.limit}
                onChange={setPage}
                label="Question pages"
              />
            </>
          )
        }
      </QueryState>
      {editing && (
        <QuestionDialog question={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this question?"
        confirmLabel="Delete"
        color="error"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        “{deletingShown?.title}” and its answers are removed from the quiz. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
