import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { useState } from 'react';
import type { AdminQuestion } from '@spruik/shared';
import { useDeleteQuestion } from './delete-question';
import { useQuestions } from './get-questions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/operator/page-header';
import { PagedList } from '../../../components/operator/paged-list';
import { QuestionCard } from './question-card';
import { QuestionDialog } from './question-dialog';
import { useLast } from '../../../lib/use-last';

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
      <PagedList
        query={query}
        items={(d) => d.questions}
        emptyText="No questions yet. Customers cannot play until there are some."
        noun="question"
        pagerLabel="Question pages"
        page={page}
        onPageChange={setPage}
        listSx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {(q) => (
          <QuestionCard
            key={q.id}
            question={q}
            onEdit={() => setEditing(q)}
            onDelete={() => setDeleting(q)}
          />
        )}
      </PagedList>
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
