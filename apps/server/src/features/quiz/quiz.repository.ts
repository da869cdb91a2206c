import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { questions, quizzes, type QuizAnswerRecord } from '../../db/schema';

export type QuizRow = typeof quizzes.$inferSelect;

/** Up to n question ids, drawn at random. */
export async function randomQuestionIds(db: DbOrTx, n: number): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .orderBy(sql`random()`)
    .limit(n);
  return rows.map((r) => r.id);
}

export const insertQuiz = async (tx: Tx, v: { userId: string; questionIds: string[]; createdAt: Date }) =>
  (await tx.insert(quizzes).values(v).returning())[0];

/** The caller's own quiz, locked; another player's quiz is "not found" like an unknown one. */
export const lockOwnQuiz = async (tx: Tx, id: string, userId: string): Promise<QuizRow | undefined> =>
  (
    await tx
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.userId, userId)))
      .for('no key update')
  )[0];

/** The player's newest unfinished quiz started after `since` (its hour not over), if any. */
export const findOpenQuiz = async (db: DbOrTx, userId: string, since: Date): Promise<QuizRow | undefined> =>
  (
    await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.userId, userId), isNull(quizzes.finishedAt), gt(quizzes.createdAt, since)))
      .orderBy(desc(quizzes.createdAt))
      .limit(1)
  )[0];

export const setQuizAnswers = (tx: Tx, id: string, answers: Record<string, QuizAnswerRecord>) =>
  tx.update(quizzes).set({ answers }).where(eq(quizzes.id, id));

export const finishQuiz = (
  tx: Tx,
  id: string,
  v: { correct: number; energyGained: number; finishedAt: Date },
) => tx.update(quizzes).set(v).where(eq(quizzes.id, id));
