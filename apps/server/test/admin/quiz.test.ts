import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, quizzes } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, operatorApp, NO_SUCH_ID, questionBody, type Person } from './helpers';

const MINUTE = 60_000;
type Served = { _id: string; title: string; answers: Array<{ _id: string; title: string }> };

describe.each(databaseKinds)('customer quiz (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
    for (let i = 1; i <= 7; i++) {
      const res = await api.post(
        '/api/admin/questions',
        questionBody(`Question ${i}`, 2 + (i % 5), i % 2),
        admin.auth,
      );
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  /** The correct and one wrong answer id of a served question, read from the database (the test knows). */
  async function key(q: Served) {
    const rows = await t.db
      .select()
      .from(answers)
      .where(
        inArray(
          answers.id,
          q.answers.map((a) => a._id),
        ),
      );
    return { right: rows.find((a) => a.isCorrect)!.id, wrong: rows.find((a) => !a.isCorrect)!.id };
  }
  const start = async (who: Person) => {
    const res = await api.get('/api/questions/random', who.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { quizId: string; questions: Served[] };
  };
  const answer = (who: Person, quizId: string, questionId: string, answerId: string) =>
    api.post('/api/questions/answer', { quizId, questionId, answerId }, who.auth);
  const finish = (who: Person, body: unknown) => api.post('/api/questions/finish', body, who.auth);

  it('serves 5 distinct random questions with answers { _id, title } and never isCorrect; records the quiz', async () => {
    const c = await t.createUser(3);
    const res = await api.get('/api/questions/random', c.auth);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/isCorrect/i);
    const { quizId, questions } = res.body.data;
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((q: Served) => q._id)).size).toBe(5);
    for (const q of questions as Served[]) {
      expect(Object.keys(q).sort()).toEqual(['_id', 'answers', 'title']);
      for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['_id', 'title']);
      expect(q.answers.length).toBeGreaterThanOrEqual(2);
    }
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz).toMatchObject({
      userId: c.user.id,
      questionIds: questions.map((q: Served) => q._id),
      finishedAt: null,
    });
    expect((await t.reload(c.user.id)).lastQuizAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('grades each answer when given (with the correct id for feedback) and the finish on the server', async () => {
    const c = await t.createUser(3, { energy: 40 });
    const { quizId, questions } = await start(c);
    const keys = await Promise.all(questions.map(key));
    // 3 right, 1 wrong, 1 left unanswered.
    for (let i = 0; i < 4; i++) {
      const pick = i < 3 ? keys[i].right : keys[i].wrong;
      const res = await answer(c, quizId, questions[i]._id, pick);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ isCorrect: i < 3, correctAnswerId: keys[i].right });
    }
    // The client claims 5 correct: the server counts what it recorded.
    const done = await finish(c, {
      quizId,
      correct: 5,
      start: Date.now() - 60_000,
      end: new Date().toISOString(),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ energy: 70, gained: 30, correct: 3, total: 5 });
    expect((await t.reload(c.user.id)).energy).toBe(70);
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz).toMatchObject({ correct: 3, energyGained: 30 });
    expect(Object.keys(quiz.answers)).toHaveLength(4);
  });

  it('caps energy at 100', async () => {
    const c = await t.createUser(3, { energy: 85 });
    const { quizId, questions } = await start(c);
    for (const q of questions) await answer(c, quizId, q._id, (await key(q)).right);
    const done = await finish(c, { quizId, correct: 5 });
    expect(done.body.data).toMatchObject({ energy: 100, gained: 15, correct: 5 });
    expect((await t.reload(c.user.id)).energy).toBe(100);
  });

  it('finishes once: a second finish, or an answer after it, answers 409', async () => {
    const c = await t.createUser(3, { energy: 10 });
    const { quizId, questions } = await start(c);
    await answer(c, quizId, questions[0]._id, (await key(questions[0])).right);
    expect((await finish(c, { quizId, correct: 1 })).body.data).toMatchObject({ energy: 20, gained: 10 });
    const again = await finish(c, { quizId, correct: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toBe('This quiz is already finished.');
    const late = await answer(c, quizId, questions[1]._id, (await key(questions[1])).right);
    expect(late.status).toBe(409);
    expect((await t.reload(c.user.id)).energy).toBe(20);
  });

  it('one answer per question: the same answer repeats its result, another one is refused', async () => {
    const c = await t.createUser(3);
    const { quizId, questions } = await start(c);
    const k = await key(questions[0]);
    const first = await answer(c, quizId, questions[0]._id, k.wrong);
    const repeat = await answer(c, quizId, questions[0]._id, k.wrong);
    expect(repeat.body.data).toEqual(first.body.data);
    const change = await answer(c, quizId, questions[0]._id, k.right);
    expect(change.status).toBe(409);
    expect(change.body.errors).toBe('You have already answered this question.');
  });

  it('refuses answers that do not belong to the served quiz', async () => {
    const c = await t.createUser(3);
    const other = await t.createUser(3);
    const { quizId, questions } = await start(c);
    const theirs = await start(other);
    const served = new Set(questions.map((q) => q._id));
    const notServed = (await api.get('/api/admin/questions?limit=100', admin.auth)).body.data.questions.find(
      (q: { id: string }) => !served.has(q.id),
    );
    const k1 = await key(questions[1]);
    const cases: Array<[unknown, number, string]> = [
      [
        {
          quizId: theirs.quizId,
          questionId: theirs.questions[0]._id,
          answerId: (await key(theirs.questions[0])).right,
        },
        400,
        'This quiz does not match.',
      ],
      [
        { quizId: NO_SUCH_ID, questionId: questions[0]._id, answerId: k1.right },
        400,
        'This quiz does not match.',
      ],
      [{ quizId: 'abc', questionId: questions[0]._id, answerId: k1.right }, 400, 'This quiz does not match.'],
      [
        { quizId, questionId: notServed.id, answerId: notServed.answers[0]._id },
        400,
        'This question is not part of your quiz.',
      ],
      [
        { quizId, questionId: questions[0]._id, answerId: k1.right },
        400,
        'This answer does not belong to the question.',
      ],
      [
        { quizId, questionId: questions[0]._id, answerId: notServed.answers[0]._id },
        400,
        'This answer does not belong to the question.',
      ],
      [{ quizId, questionId: 42, answerId: k1.right }, 400, 'This question is not part of your quiz.'],
      [{ quizId, questionId: questions[0]._id }, 400, 'This answer does not belong to the question.'],
      [{}, 400, 'This quiz does not match.'],
      [[quizId], 400, 'This quiz does not match.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post('/api/questions/answer', body, c.auth);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors, JSON.stringify(body)).toBe(message);
    }
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz.answers).toEqual({});
  });

  it('refuses a finish that does not match the served quiz, and bad finish input', async () => {
    const c = await t.createUser(3, { energy: 50 });
    const other = await t.createUser(3);
    await start(c);
    const theirs = await start(other);
    const cases: Array<[unknown, string]> = [
      [{ quizId: theirs.quizId, correct: 5 }, 'This quiz does not match.'],
      [{ quizId: NO_SUCH_ID, correct: 5 }, 'This quiz does not match.'],
      [{ quizId: '1%27--', correct: 5 }, 'This quiz does not match.'],
      [{ correct: 5, start: 1, end: 2 }, 'This quiz does not match.'],
      [{ quizId: 7 }, 'This quiz does not match.'],
      [{ quizId: theirs.quizId, correct: 'five' }, 'The number of correct answers is not valid.'],
      [{ quizId: theirs.quizId, correct: 6 }, 'The number of correct answers is not valid.'],
      [{ quizId: theirs.quizId, correct: -1 }, 'The number of correct answers is not valid.'],
      [{ quizId: theirs.quizId, correct: 1, start: 'yesterday' }, 'The quiz times are not valid.'],
      [{ quizId: theirs.quizId, correct: 1, end: { at: 1 } }, 'The quiz times are not valid.'],
    ];
    for (const [body, message] of cases) {
      const res = await finish(c, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toBe(message);
    }
    expect((await t.reload(c.user.id)).energy).toBe(50);
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, theirs.quizId));
    expect(quiz.finishedAt).toBeNull();
  });

  const current = async (who: Person) => {
    const res = await api.get('/api/questions/current', who.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      quiz: {
        quizId: string;
        questions: Served[];
        answers: Record<string, { answerId: string; isCorrect: boolean; correctAnswerId: string }>;
        startedAt: string;
        expiresAt: string;
      } | null;
      nextQuizAt: string | null;
      minutesLeft: number | null;
    };
  };

  it('a quiz left mid-way resumes from the server: same questions, same answer order, answers so far', async () => {
    const c = await t.createUser(3, { energy: 0 });
    expect(await current(c)).toEqual({ quiz: null, nextQuizAt: null, minutesLeft: null });
    const served = await start(c);
    const k0 = await key(served.questions[0]);
    const k1 = await key(served.questions[1]);
    await answer(c, served.quizId, served.questions[0]._id, k0.right);
    await answer(c, served.quizId, served.questions[1]._id, k1.wrong);
    t.clock.advance(10 * MINUTE);

    // The tab is gone: a new request with nothing from the client finds the same quiz.
    const { quiz, nextQuizAt, minutesLeft } = await current(c);
    const startedAt = t.clock.now().getTime() - 10 * MINUTE;
    expect(quiz).toEqual({
      quizId: served.quizId,
      questions: served.questions,
      answers: {
        [served.questions[0]._id]: { answerId: k0.right, isCorrect: true, correctAnswerId: k0.right },
        [served.questions[1]._id]: { answerId: k1.wrong, isCorrect: false, correctAnswerId: k1.right },
      },
      startedAt: new Date(startedAt).toISOString(),
      expiresAt: new Date(startedAt + 60 * MINUTE).toISOString(),
    });
    // Unanswered questions still carry no grade.
    for (const q of quiz!.questions)
      for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['_id', 'title']);
    expect(nextQuizAt).toBe(quiz!.expiresAt);
    expect(minutesLeft).toBe(50);

    // It continues to the end where it was left, and is then no longer offered.
    for (const q of served.questions.slice(2)) {
      const r = await answer(c, served.quizId, q._id, (await key(q)).right);
      expect(r.status).toBe(200);
    }
    const done = await finish(c, { quizId: served.quizId });
    expect(done.body.data).toMatchObject({ correct: 4, energy: 40 });
    expect(await current(c)).toMatchObject({ quiz: null, minutesLeft: 50 });
  });

  it('a quiz past its hour is not resumable: no longer current, answers refused, a new quiz can start', async () => {
    const c = await t.createUser(3, { energy: 0 });
    const served = await start(c);
    const k0 = await key(served.questions[0]);
    await answer(c, served.quizId, served.questions[0]._id, k0.right);
    t.clock.advance(60 * MINUTE - 1000);
    expect((await current(c)).quiz?.quizId).toBe(served.quizId);
    t.clock.advance(1000);
    expect(await current(c)).toEqual({ quiz: null, nextQuizAt: null, minutesLeft: null });
    const late = await answer(
      c,
      served.quizId,
      served.questions[1]._id,
      (await key(served.questions[1])).right,
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'QUIZ_EXPIRED',
      errors: 'This quiz has expired. You can start a new one.',
    });
    // The answers given within the hour still count if the client finishes it.
    expect((await finish(c, { quizId: served.quizId })).body.data).toMatchObject({ correct: 1, energy: 10 });
    const next = await start(c);
    expect(next.quizId).not.toBe(served.quizId);
    expect((await current(c)).quiz?.quizId).toBe(next.quizId);
  });

  it('one quiz per hour: a second within the hour answers 429 with the minutes left', async () => {
    const c = await t.createUser(3);
    await start(c);
    const soon = await api.get('/api/questions/random', c.auth);
    expect(soon.status).toBe(429);
    expect(soon.body.errors).toBe('You can play again in 60 minutes.');
    t.clock.advance(25 * MINUTE + 30_000);
    expect((await api.get('/api/questions/random', c.auth)).body.errors).toBe(
      'You can play again in 35 minutes.',
    );
    t.clock.advance(34 * MINUTE);
    expect((await api.get('/api/questions/random', c.auth)).body.errors).toBe(
      'You can play again in 1 minute.',
    );
    t.clock.advance(30_000);
    await start(c);
  });

  it('two quiz starts at once: one is served, the other waits', async () => {
    const c = await t.createUser(3);
    const both = await Promise.all([
      api.get('/api/questions/random', c.auth),
      api.get('/api/questions/random', c.auth),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await t.db.select().from(quizzes).where(eq(quizzes.userId, c.user.id))).toHaveLength(1);
  });

  it('with an empty question bank says so and does not start the hour', async () => {
    const empty = await createTestApp({ kind });
    try {
      const c = await empty.createUser(3);
      const res = await client(empty).get('/api/questions/random', c.auth);
      expect(res.status).toBe(404);
      expect(res.body.errors).toBe('There is no quiz right now. Please try again later.');
      expect((await empty.reload(c.user.id)).lastQuizAt).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
