import { ADMIN_MSG, type AdminPageQuery, type AdminQuestion, type QuestionRequest } from '@spruik/shared';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import * as repo from './questions.repository';
import { withTransaction } from '../../db/transaction';

/** A question as the operator sees it (and as the audit keeps it): with isCorrect. */
export const presentAdminQuestion = (q: repo.QuestionWithAnswers): AdminQuestion => ({
  _id: q.id,
  id: q.id,
  title: q.title,
  answers: q.answers.map((a) => ({ _id: a.id, title: a.title, isCorrect: a.isCorrect })),
  createdAt: q.createdAt.toISOString(),
});

const audit = (actorId: string, action: string, targetId: string, before: unknown, after: unknown) => ({
  actorId,
  action: `question.${action}`,
  targetType: 'question',
  targetId,
  before,
  after,
});

/** GET /api/admin/questions?page=&limit= */
export async function adminListQuestions(deps: Deps, q: AdminPageQuery) {
  const { rows, total } = await repo.listQuestions(deps.db, q.page, q.limit);
  return { questions: rows.map(presentAdminQuestion), total, page: q.page, limit: q.limit };
}

/** POST /api/admin/questions */
export async function createQuestion(deps: Deps, admin: AuthUser, input: QuestionRequest) {
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.insertQuestion(tx, input.title, input.answers);
    const question = presentAdminQuestion(row);
    await writeAudit(tx, audit(admin.id, 'create', row.id, null, question));
    return { question, message: ADMIN_MSG.questionCreated };
  });
}

async function lockOr404(tx: Tx, id: string) {
  const row = await repo.lockQuestion(tx, id);
  if (!row) throw notFound(ADMIN_MSG.questionNotFound);
  return row;
}

/** PUT /api/admin/questions/{id}: the whole question (title and answers) is replaced. */
export async function updateQuestion(deps: Deps, admin: AuthUser, id: string, input: QuestionRequest) {
  return withTransaction(deps.db, async (tx) => {
    const before = presentAdminQuestion(await lockOr404(tx, id));
    const question = presentAdminQuestion(await repo.replaceQuestion(tx, id, input.title, input.answers));
    await writeAudit(tx, audit(admin.id, 'update', id, before, question));
    return { question, message: ADMIN_MSG.questionUpdated };
  });
}

/** DELETE /api/admin/questions/{id}: once; a second delete answers 404. */
export async function deleteQuestion(deps: Deps, admin: AuthUser, id: string) {
  return withTransaction(deps.db, async (tx) => {
    const before = presentAdminQuestion(await lockOr404(tx, id));
    await repo.deleteQuestion(tx, id);
    await writeAudit(tx, audit(admin.id, 'delete', id, before, null));
    return { message: ADMIN_MSG.questionDeleted };
  });
}
