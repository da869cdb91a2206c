/**
 * The Boost Energy quiz (/games): the server serves 5 questions without telling which answer is correct,
 * grades each answer when it is given, and grades the finish from what it recorded (docs/spec.md, Quiz and energy).
 */
import { z } from 'zod';
import { isUuid } from './http/wire';

export const QUIZ_MSG = {
  noQuestions: 'There is no quiz right now. Please try again later.',
  quizMismatch: 'This quiz does not match.',
  quizFinished: 'This quiz is already finished.',
  questionNotInQuiz: 'This question is not part of your quiz.',
  answerNotInQuestion: 'This answer does not belong to the question.',
  alreadyAnswered: 'You have already answered this question.',
  quizExpired: 'This quiz has expired. You can start a new one.',
  correctInvalid: 'The number of correct answers is not valid.',
  timesInvalid: 'The quiz times are not valid.',
} as const;

/** 'You can play again in N minutes.' (one quiz per hour). */
export const quizWaitMessage = (minutes: number) =>
  `You can play again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export const QUIZ_LIMITS = { questions: 5, energyPerCorrect: 10, energyMax: 100, everyMinutes: 60 } as const;

const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).refine(isUuid, { error: message }),
  );
const objectBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), schema);

/** POST /api/questions/answer */
export const quizAnswerRequest = objectBody(
  z.object({
    quizId: id(QUIZ_MSG.quizMismatch),
    questionId: id(QUIZ_MSG.questionNotInQuiz),
    answerId: id(QUIZ_MSG.answerNotInQuestion),
  }),
);
export type QuizAnswerRequest = z.infer<typeof quizAnswerRequest>;

/** A time the client sends: epoch milliseconds or an ISO text. Optional: the server keeps its own times. */
const clientTime = z
  .union([z.number().finite(), z.string().trim().min(1).max(40)], { error: QUIZ_MSG.timesInvalid })
  .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: QUIZ_MSG.timesInvalid })
  .nullable()
  .optional();

/**
 * POST /api/questions/finish {quizId, correct, start, end} (the original shape plus quizId). `correct`, `start`
 * and `end` are checked for type only: the server grades from the answers it recorded.
 */
export const quizFinishRequest = objectBody(
  z.object({
    quizId: id(QUIZ_MSG.quizMismatch),
    correct: z
      .number({ error: QUIZ_MSG.correctInvalid })
      .int({ error: QUIZ_MSG.correctInvalid })
      .min(0, { error: QUIZ_MSG.correctInvalid })
      .max(QUIZ_LIMITS.questions, { error: QUIZ_MSG.correctInvalid })
      .nullable()
      .optional(),
    start: clientTime,
    end: clientTime,
  }),
);
export type QuizFinishRequest = z.infer<typeof quizFinishRequest>;

/** A served question: answers carry no isCorrect. */
export const quizQuestion = z
  .object({
    _id: z.string(),
    title: z.string(),
    answers: z.array(z.object({ _id: z.string(), title: z.string() })),
  })
  .meta({ id: 'QuizQuestion' });
export type QuizQuestion = z.infer<typeof quizQuestion>;

/** data of GET /api/questions/random */
export const quizRandomResponse = z.object({ quizId: z.string(), questions: z.array(quizQuestion) });
export type QuizRandomResponse = z.infer<typeof quizRandomResponse>;

/** data of POST /api/questions/answer: graded once the answer is given. */
export const quizAnswerResponse = z.object({ isCorrect: z.boolean(), correctAnswerId: z.string() });
export type QuizAnswerResponse = z.infer<typeof quizAnswerResponse>;

/** The quiz the server started and has not finished, within its hour: any device resumes it from here. */
export const activeQuiz = z
  .object({
    quizId: z.string(),
    questions: z.array(quizQuestion),
    /** The answers recorded so far, by question id, graded. */
    answers: z.record(z.string(), quizAnswerResponse.extend({ answerId: z.string() })),
    startedAt: z.string(),
    /** The end of its hour: after it the quiz can no longer be answered, and a new one can start. */
    expiresAt: z.string(),
  })
  .meta({ id: 'ActiveQuiz' });
export type ActiveQuiz = z.infer<typeof activeQuiz>;

/**
 * data of GET /api/questions/current: the quiz to resume, or none; and while the hour runs, when the next
 * quiz can start and the minutes until then, rounded up as quizWaitMessage says them (both null when a quiz
 * can start now).
 */
export const quizStatusResponse = z.object({
  quiz: activeQuiz.nullable(),
  nextQuizAt: z.string().nullable(),
  minutesLeft: z.number().int().nullable(),
});
export type QuizStatusResponse = z.infer<typeof quizStatusResponse>;

/** data of POST /api/questions/finish: energy after the quiz and what it added. */
export const quizFinishResponse = z.object({
  energy: z.number(),
  gained: z.number(),
  correct: z.number(),
  total: z.number(),
  message: z.string(),
});
export type QuizFinishResponse = z.infer<typeof quizFinishResponse>;
