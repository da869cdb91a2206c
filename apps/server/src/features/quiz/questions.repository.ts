import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { answers, questions } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type QuestionWithAnswers = QuestionRow & { answers: AnswerRow[] };
export type AnswerInput = { title: string; isCorrect: boolean };

/** Answers of these questions, in the order the operator entered them. */
export const answersOf = (db: DbOrTx, questionIds: string[]) =>
  questionIds.length === 0
    ? Promise.resolve([] as AnswerRow[])
    : db
        .select()
        .from(answers)
        .where(inArray(answers.questionId, questionIds))
        .orderBy(asc(answers.position), asc(answers.id));

async function withAnswers(db: DbOrTx, rows: QuestionRow[]): Promise<QuestionWithAnswers[]> {
  const all = await answersOf(
    db,
    rows.map((q) => q.id),
  );
  return rows.map((q) => ({ ...q, answers: all.filter((a) => a.questionId === q.id) }));
}

/** One page of the question bank, newest first, with the total. */
export async function listQuestions(db: DbOrTx, page: number, limit: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(questions)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(questions),
  ]);
  return { rows: await withAnswers(db, rows), total: n };
}

/** The questions with these ids (any order). */
export async function findQuestions(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return withAnswers(db, await db.select().from(questions).where(inArray(questions.id, ids)));
}

export async function lockQuestion(tx: Tx, id: string): Promise<QuestionWithAnswers | null> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  return row ? (await withAnswers(tx, [row]))[0] : null;
}

export async function insertQuestion(tx: Tx, title: string, list: AnswerInput[]) {
  const [row] = await tx.insert(questions).values({ title }).returning();
  await insertAnswers(tx, row.id, list);
  return (await withAnswers(tx, [row]))[0];
}

/** An edit replaces the title and the whole answer list (answer ids change). */
export async function replaceQuestion(tx: Tx, id: string, title: string, list: AnswerInput[]) {
  const [row] = await tx.update(questions).set({ title }).where(eq(questions.id, id)).returning();
  await tx.delete(answers).where(eq(answers.questionId, id));
  await insertAnswers(tx, id, list);
  return (await withAnswers(tx, [row]))[0];
}

const insertAnswers = (tx: Tx, questionId: string, list: AnswerInput[]) =>
  tx
    .insert(answers)
    .values(list.map((a, position) => ({ questionId, title: a.title, isCorrect: a.isCorrect, position })));

/** Answers go with it (on delete cascade). */
export const deleteQuestion = (tx: Tx, id: string) => tx.delete(questions).where(eq(questions.id, id));
