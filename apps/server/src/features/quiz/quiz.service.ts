/**
 * The Boost Energy quiz (docs/spec.md, Quiz and energy): 5 random questions served without which answer is correct,
 * one quiz per hour, each answer graded and recorded when given, the finish graded from those records.
 */
import { liveAfterCommit } from '../live';
import { createHash } from 'node:crypto';
import {
  ADMIN_MSG,
  ERROR_CODE,
  QUIZ_LIMITS,
  QUIZ_MSG,
  quizWaitMessage,
  type QuizAnswerRequest,
  type QuizAnswerResponse,
  type QuizFinishResponse,
  type QuizQuestion,
  type QuizRandomResponse,
  type QuizStatusResponse,
} from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { findUserColumns, lockUser, updateUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound, tooMany, unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findQuestions, type QuestionWithAnswers } from './questions.repository';
import * as repo from './quiz.repository';
import { withTransaction } from '../../db/transaction';

const HOUR_MS = QUIZ_LIMITS.everyMinutes * 60_000;

/**
 * The answers in an order drawn from the quiz id: it tells nothing about which is correct, and the same quiz
 * shows the same order again when it is resumed (another device, a closed tab).
 */
const orderKey = (quizId: string, answerId: string) =>
  createHash('sha256').update(`${quizId}:${answerId}`).digest('hex');

/** No isCorrect here, ever. */
const present = (quizId: string, q: QuestionWithAnswers): QuizQuestion => ({
  _id: q.id,
  title: q.title,
  answers: q.answers
    .map((a) => ({ a, key: orderKey(quizId, a.id) }))
    .sort((x, y) => (x.key < y.key ? -1 : 1))
    .map(({ a }) => ({ _id: a.id, title: a.title })),
});

/** Whole minutes until then, rounded up ('1 minute' while any time is left). */
const minutesUntil = (at: number, now: Date) => Math.ceil((at - now.getTime()) / 60_000);

/** The end of a quiz's hour: it can be answered until then, and the next quiz can start from then. */
const expiryOf = (startedAt: Date) => new Date(startedAt.getTime() + HOUR_MS);

/** The questions of a quiz, in the order it served them (a question deleted since is left out). */
async function questionsOf(tx: DbOrTx, ids: string[]) {
  const byId = new Map((await findQuestions(tx, ids)).map((q) => [q.id, q]));
  return ids.map((id) => byId.get(id)).filter((q): q is QuestionWithAnswers => Boolean(q));
}

/** GET /api/questions/random: starts the hour; a second quiz within it answers 429 with the minutes left. */
export async function startQuiz(deps: Deps, user: AuthUser): Promise<QuizRandomResponse> {
  const now = deps.clock.now();
  const { quiz, served } = await withTransaction(deps.db, async (tx) => {
    // The player's row: one quiz start or finish at a time per player.
    const player = await lockUser(tx, user.id);
    if (!player) throw unauthorized();
    const last = player.lastQuizAt?.getTime();
    if (last !== undefined && now.getTime() - last < HOUR_MS)
      throw tooMany(quizWaitMessage(minutesUntil(last + HOUR_MS, now)));
    const ids = await repo.randomQuestionIds(tx, QUIZ_LIMITS.questions);
    if (ids.length === 0) throw notFound(QUIZ_MSG.noQuestions);
    const served = await questionsOf(tx, ids);
    await updateUser(tx, user.id, { lastQuizAt: now });
    const quiz = await repo.insertQuiz(tx, { userId: user.id, questionIds: ids, createdAt: now });
    return { quiz, served };
  });
  return { quizId: quiz.id, questions: served.map((q) => present(quiz.id, q)) };
}

/**
 * GET /api/questions/current: the caller's unfinished quiz within its hour, with the answers recorded so far
 * (graded, as the answer call gave them), so a closed tab or another device resumes it; and while the hour
 * runs, when the next quiz can start. Reads only: it never starts the hour.
 */
export async function quizStatus(deps: Deps, user: AuthUser): Promise<QuizStatusResponse> {
  const now = deps.clock.now();
  const player = await findUserColumns(deps.db, user.id, ['lastQuizAt']);
  if (!player) throw unauthorized();
  const last = player.lastQuizAt?.getTime();
  const waiting = last !== undefined && now.getTime() - last < HOUR_MS;
  const status = {
    nextQuizAt: waiting ? new Date(last + HOUR_MS).toISOString() : null,
    minutesLeft: waiting ? minutesUntil(last + HOUR_MS, now) : null,
  };
  const open = waiting ? await repo.findOpenQuiz(deps.db, user.id, new Date(now.getTime() - HOUR_MS)) : null;
  if (!open) return { quiz: null, ...status };
  const served = await questionsOf(deps.db, open.questionIds);
  const answers: NonNullable<QuizStatusResponse['quiz']>['answers'] = {};
  for (const q of served) {
    const given = open.answers[q.id];
    if (!given) continue;
    const correct = q.answers.find((a) => a.isCorrect);
    answers[q.id] = {
      answerId: given.answerId,
      isCorrect: given.isCorrect,
      correctAnswerId: correct?.id ?? given.answerId,
    };
  }
  return {
    quiz: {
      quizId: open.id,
      questions: served.map((q) => present(open.id, q)),
      answers,
      startedAt: open.createdAt.toISOString(),
      expiresAt: expiryOf(open.createdAt).toISOString(),
    },
    ...status,
  };
}

async function ownOpenQuiz(tx: Tx, quizId: string, userId: string) {
  const quiz = await repo.lockOwnQuiz(tx, quizId, userId);
  if (!quiz) throw badRequest(QUIZ_MSG.quizMismatch, ERROR_CODE.QUIZ_MISMATCH);
  if (quiz.finishedAt) throw conflict(QUIZ_MSG.quizFinished, ERROR_CODE.QUIZ_FINISHED);
  return quiz;
}

/**
 * POST /api/questions/answer: grades one answer of the served quiz and records it; the correct answer's id comes
 * back so the client can show feedback. Repeating the same answer answers the same; changing it is refused.
 */
export async function answerQuestion(
  deps: Deps,
  user: AuthUser,
  input: QuizAnswerRequest,
): Promise<QuizAnswerResponse> {
  return withTransaction(deps.db, async (tx) => {
    const quiz = await ownOpenQuiz(tx, input.quizId, user.id);
    // Past its hour the quiz is closed to answers (a new one can start); the finish still grades those given.
    if (deps.clock.now() >= expiryOf(quiz.createdAt))
      throw conflict(QUIZ_MSG.quizExpired, ERROR_CODE.QUIZ_EXPIRED);
    if (!quiz.questionIds.includes(input.questionId))
      throw badRequest(QUIZ_MSG.questionNotInQuiz, ERROR_CODE.NOT_IN_QUIZ);
    const [question] = await findQuestions(tx, [input.questionId]);
    if (!question) throw notFound(ADMIN_MSG.questionNotFound);
    const correct = question.answers.find((a) => a.isCorrect);
    const recorded = quiz.answers[input.questionId];
    if (recorded) {
      if (recorded.answerId !== input.answerId)
        throw conflict(QUIZ_MSG.alreadyAnswered, ERROR_CODE.ALREADY_ANSWERED);
      return { isCorrect: recorded.isCorrect, correctAnswerId: correct?.id ?? recorded.answerId };
    }
    const chosen = question.answers.find((a) => a.id === input.answerId);
    if (!chosen || !correct) throw badRequest(QUIZ_MSG.answerNotInQuestion, ERROR_CODE.NOT_IN_QUESTION);
    const record = {
      answerId: chosen.id,
      isCorrect: chosen.isCorrect,
      answeredAt: deps.clock.now().toISOString(),
    };
    await repo.setQuizAnswers(tx, quiz.id, { ...quiz.answers, [input.questionId]: record });
    return { isCorrect: chosen.isCorrect, correctAnswerId: correct.id };
  });
}

/**
 * POST /api/questions/finish: grades from the recorded answers (the client's `correct` is not trusted;
 * unanswered questions count as wrong), adds 10 energy per correct answer up to 100, once per quiz.
 */
export async function finishQuiz(deps: Deps, user: AuthUser, quizId: string): Promise<QuizFinishResponse> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const player = await lockUser(tx, user.id);
    if (!player) throw unauthorized();
    const quiz = await ownOpenQuiz(tx, quizId, user.id);
    const correct = quiz.questionIds.filter((id) => quiz.answers[id]?.isCorrect === true).length;
    const energy = Math.max(
      player.energy,
      Math.min(QUIZ_LIMITS.energyMax, player.energy + correct * QUIZ_LIMITS.energyPerCorrect),
    );
    const gained = energy - player.energy;
    if (gained > 0) {
      await updateUser(tx, user.id, { energy });
      liveAfterCommit(tx, deps).balance(user.id); // energy, on every open tab
    }
    await repo.finishQuiz(tx, quiz.id, { correct, energyGained: gained, finishedAt: now });
    return {
      energy,
      gained,
      correct,
      total: quiz.questionIds.length,
      message: finishMessage(correct, gained),
    };
  });
}

const finishMessage = (correct: number, gained: number) =>
  gained > 0
    ? `${correct} correct: +${gained} energy.`
    : correct > 0
      ? `${correct} correct. Your energy is already full.`
      : 'No correct answers this time.';
