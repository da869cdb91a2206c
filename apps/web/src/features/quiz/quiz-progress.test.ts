import { describe, expect, it } from 'vitest';
import type { ActiveQuiz, QuizQuestion } from '@spruik/shared';
import {
  clearProgress,
  correctCount,
  loadProgress,
  QUIZ_PROGRESS_KEY,
  resumeProgress,
  saveProgress,
  type QuizProgress,
} from './quiz-progress';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const q = (n: number): QuizQuestion => ({
  _id: `q${n}`,
  title: `Question ${n}?`,
  answers: [
    { _id: `q${n}a`, title: 'A' },
    { _id: `q${n}b`, title: 'B' },
  ],
});

const progress: QuizProgress = {
  userId: 'u1',
  quizId: 'quiz1',
  questions: [q(1), q(2), q(3)],
  index: 1,
  answers: { q1: { answerId: 'q1a', isCorrect: true, correctAnswerId: 'q1a' } },
  startedAt: 1_700_000_000_000,
};

describe('quiz progress in session storage', () => {
  it('resumes the same quiz at the same question', () => {
    const store = memoryStore();
    saveProgress(store, progress);
    expect(loadProgress(store, 'u1')).toEqual(progress);
  });

  it('moves past a question answered just before the reload', () => {
    const store = memoryStore();
    const answers = {
      ...progress.answers,
      q2: { answerId: 'q2b', isCorrect: false, correctAnswerId: 'q2a' },
    };
    saveProgress(store, { ...progress, answers });
    expect(loadProgress(store, 'u1')?.index).toBe(2);
  });

  it('ignores another user, damaged data and clears', () => {
    const store = memoryStore();
    saveProgress(store, progress);
    expect(loadProgress(store, 'u2')).toBeNull();
    store.setItem(QUIZ_PROGRESS_KEY, '{not json');
    expect(loadProgress(store, 'u1')).toBeNull();
    store.setItem(QUIZ_PROGRESS_KEY, JSON.stringify({ ...progress, questions: [] }));
    expect(loadProgress(store, 'u1')).toBeNull();
    saveProgress(store, progress);
    clearProgress(store);
    expect(store.getItem(QUIZ_PROGRESS_KEY)).toBeNull();
  });

  it('counts the correct answers', () => {
    expect(correctCount(progress)).toBe(1);
  });
});

describe('resuming from the quiz the server keeps open', () => {
  const open: ActiveQuiz = {
    quizId: 'quiz1',
    questions: [q(1), q(2), q(3)],
    answers: {
      q1: { answerId: 'q1a', isCorrect: true, correctAnswerId: 'q1a' },
      q2: { answerId: 'q2b', isCorrect: false, correctAnswerId: 'q2a' },
    },
    startedAt: new Date(1_700_000_000_000).toISOString(),
    expiresAt: new Date(1_700_003_600_000).toISOString(),
  };

  it('a closed tab (nothing stored) resumes at the first unanswered question with the answers so far', () => {
    expect(resumeProgress(null, open, 'u1')).toEqual({
      userId: 'u1',
      quizId: 'quiz1',
      questions: open.questions,
      answers: open.answers,
      index: 2,
      startedAt: 1_700_000_000_000,
    });
  });

  it('the same quiz keeps the tab and adds what the server recorded (answered on another device)', () => {
    expect(resumeProgress(progress, open, 'u1')).toMatchObject({
      quizId: 'quiz1',
      index: 2,
      answers: open.answers,
    });
  });

  it('a stored quiz the server no longer keeps open is dropped, or replaced by the open one', () => {
    expect(resumeProgress(progress, null, 'u1')).toBeNull();
    expect(resumeProgress({ ...progress, quizId: 'old' }, open, 'u1')?.quizId).toBe('quiz1');
  });

  it('a finished quiz keeps its result on screen', () => {
    const done = { ...progress, result: { energy: 60, gained: 10, correct: 1, total: 3, message: '' } };
    expect(resumeProgress(done, null, 'u1')).toBe(done);
  });
});
