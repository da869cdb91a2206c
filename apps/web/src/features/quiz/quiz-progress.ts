/**
 * The quiz in progress, kept in sessionStorage so a reload resumes at the same question (docs/spec.md, Quiz and energy):
 * the quiz the server served, which question is showing, the answers given and, once finished, the result
 * (so a reload on the finish dialog shows it again instead of finishing twice). Cleared when the finish
 * dialog closes. Tied to the signed-in user: signing out clears localStorage only, not this.
 * The server's copy (GET /api/questions/current) wins: a closed tab or another device resumes from it.
 */
import type { ActiveQuiz, QuizAnswerResponse, QuizFinishResponse, QuizQuestion } from '@spruik/shared';

export const QUIZ_PROGRESS_KEY = 'spruik.quiz';

export type GivenAnswer = { answerId: string } & QuizAnswerResponse;

export type QuizProgress = {
  userId: string;
  quizId: string;
  questions: QuizQuestion[];
  /** The question showing; equals questions.length once every question is answered. */
  index: number;
  /** By question id. */
  answers: Record<string, GivenAnswer>;
  /** Epoch milliseconds when the quiz was served. */
  startedAt: number;
  result?: QuizFinishResponse;
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, looked up on each use (reading it can throw where storage is blocked). */
export const tabStore: KeyValueStore = {
  getItem: (key) => window.sessionStorage.getItem(key),
  setItem: (key, value) => window.sessionStorage.setItem(key, value),
  removeItem: (key) => window.sessionStorage.removeItem(key),
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

const isQuestion = (v: unknown): v is QuizQuestion =>
  isObject(v) &&
  isString(v._id) &&
  typeof v.title === 'string' &&
  Array.isArray(v.answers) &&
  v.answers.length > 0 &&
  v.answers.every((a) => isObject(a) && isString(a._id) && typeof a.title === 'string');

const isGiven = (v: unknown): v is GivenAnswer =>
  isObject(v) &&
  isString(v.answerId) &&
  typeof v.isCorrect === 'boolean' &&
  typeof v.correctAnswerId === 'string';

const isResult = (v: unknown): v is QuizFinishResponse =>
  isObject(v) &&
  ['energy', 'gained', 'correct', 'total'].every((k) => typeof v[k] === 'number') &&
  typeof v.message === 'string';

/** The first question without an answer at or after `index` (a reload during the feedback moves on). */
export function nextUnanswered(
  questions: QuizQuestion[],
  answers: Record<string, GivenAnswer>,
  index: number,
) {
  let i = Math.max(0, Math.min(index, questions.length));
  while (i < questions.length && answers[questions[i]._id]) i++;
  return i;
}

/** The stored quiz of this user, or null when there is none (or it is someone else's, or damaged). */
export function loadProgress(store: KeyValueStore, userId: string): QuizProgress | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(QUIZ_PROGRESS_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.userId !== userId || !isString(raw.quizId)) return null;
  const { questions, answers, index, startedAt, result } = raw;
  if (!Array.isArray(questions) || questions.length === 0 || !questions.every(isQuestion)) return null;
  if (!isObject(answers) || !Object.values(answers).every(isGiven)) return null;
  if (typeof index !== 'number' || !Number.isInteger(index) || typeof startedAt !== 'number') return null;
  if (result !== undefined && !isResult(result)) return null;
  const given = answers as Record<string, GivenAnswer>;
  return {
    userId,
    quizId: raw.quizId,
    questions,
    answers: given,
    index: nextUnanswered(questions, given, index),
    startedAt,
    ...(result ? { result } : {}),
  };
}

export function saveProgress(store: KeyValueStore, progress: QuizProgress) {
  try {
    store.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage full or unavailable: the quiz still works, it just does not survive a reload
  }
}

export function clearProgress(store: KeyValueStore) {
  try {
    store.removeItem(QUIZ_PROGRESS_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** Correct answers given so far. */
export const correctCount = (p: Pick<QuizProgress, 'answers'>) =>
  Object.values(p.answers).filter((a) => a.isCorrect).length;

/**
 * The progress to show once the server said which quiz is open: a finished quiz's result stays (its dialog is
 * showing); the same quiz keeps the tab's place with every answer the server recorded; another open quiz (a
 * closed tab, another device) starts at its first unanswered question; no open quiz means none to show.
 */
export function resumeProgress(
  local: QuizProgress | null,
  open: ActiveQuiz | null,
  userId: string,
): QuizProgress | null {
  if (local?.result) return local;
  if (!open) return null;
  const same = local?.quizId === open.quizId ? local : null;
  const answers = { ...open.answers, ...same?.answers };
  const questions = same?.questions ?? open.questions;
  return {
    userId,
    quizId: open.quizId,
    questions,
    answers,
    index: nextUnanswered(questions, answers, same?.index ?? 0),
    startedAt: same?.startedAt ?? Date.parse(open.startedAt),
  };
}
