import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditLog } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { BAD_IDS, client, operatorApp, NO_SUCH_ID, questionBody, type Person } from './helpers';

describe.each(databaseKinds)('operator quiz questions (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
  });
  afterAll(() => t.close());

  const create = (body: unknown) => api.post('/api/admin/questions', body, admin.auth);
  const auditsOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'question'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.createdAt));

  it('creates a question with its answers in order, lists it for the operator and audits it', async () => {
    const res = await create({
      title: ' Which city is the map centred on? ',
      answers: [
        { title: 'Sydney', isCorrect: false },
        { title: 'Melbourne', isCorrect: true },
        { title: 'Perth' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = res.body.data.question;
    expect(res.body.data.message).toBe('Question created.');
    expect(q).toMatchObject({
      _id: q.id,
      title: 'Which city is the map centred on?',
      answers: [
        { title: 'Sydney', isCorrect: false },
        { title: 'Melbourne', isCorrect: true },
        { title: 'Perth', isCorrect: false },
      ],
    });
    const list = await api.get('/api/admin/questions?limit=100', admin.auth);
    expect(list.body.data.questions).toContainEqual(q);
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    const [row] = await auditsOf(q.id);
    expect(row).toMatchObject({ actorId: admin.user.id, action: 'question.create', before: null, after: q });
  });

  it('pages the bank, newest first', async () => {
    const a = (await create(questionBody('Paging A'))).body.data.question;
    const b = (await create(questionBody('Paging B'))).body.data.question;
    const first = await api.get('/api/admin/questions?limit=1', admin.auth);
    expect(first.body.data.questions.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const second = await api.get('/api/admin/questions?limit=1&page=2', admin.auth);
    expect(second.body.data.questions.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(second.body.data).toMatchObject({ page: 2, limit: 1 });
    for (const query of ['page=0', 'limit=101', 'page=x', 'limit=-1']) {
      const res = await api.get(`/api/admin/questions?${query}`, admin.auth);
      expect(res.status, query).toBe(400);
      expect(res.body.errors).toBe('The page is not valid.');
    }
  });

  it('replaces title and answers on edit, audited before and after', async () => {
    const q = (await create(questionBody('Edit me', 2, 0))).body.data.question;
    const body = questionBody('Edited', 4, 3);
    const res = await api.put(`/api/admin/questions/${q.id}`, body, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Question updated.');
    expect(res.body.data.question).toMatchObject({ id: q.id, title: 'Edited', answers: body.answers });
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toHaveLength(4);
    const rows = await auditsOf(q.id);
    expect(rows.map((r) => r.action)).toEqual(['question.create', 'question.update']);
    expect(rows[1].before).toEqual(q);
    expect(rows[1].after).toEqual(res.body.data.question);
  });

  it('deletes once with its answers: a second delete or an edit answers 404', async () => {
    const q = (await create(questionBody('Delete me'))).body.data.question;
    const del = await api.del(`/api/admin/questions/${q.id}`, admin.auth);
    expect(del.status).toBe(200);
    expect(del.body.data.message).toBe('Question deleted.');
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toEqual([]);
    for (const res of [
      await api.del(`/api/admin/questions/${q.id}`, admin.auth),
      await api.put(`/api/admin/questions/${q.id}`, questionBody('Again'), admin.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors).toBe('Question not found.');
    }
    const rows = await auditsOf(q.id);
    expect(rows.map((r) => r.action)).toEqual(['question.create', 'question.delete']);
    expect(rows[1]).toMatchObject({ before: q, after: null });
  });

  it("answers 404 'Question not found.' for unknown ids and non-uuids", async () => {
    for (const id of [NO_SUCH_ID, ...BAD_IDS]) {
      const put = await api.put(`/api/admin/questions/${id}`, questionBody('X'), admin.auth);
      const del = await api.del(`/api/admin/questions/${id}`, admin.auth);
      expect([put.status, del.status], id).toEqual([404, 404]);
      expect(put.body.errors).toBe('Question not found.');
    }
  });

  it('refuses bad questions with a 400 and the text, and stores nothing', async () => {
    const before = (await api.get('/api/admin/questions', admin.auth)).body.data.total;
    const two = (a: unknown, b: unknown) => ({ title: 'Q', answers: [a, b] });
    const cases: Array<[unknown, string]> = [
      [{}, 'A question needs a title.'],
      ['just text', 'A question needs a title.'],
      [{ title: '   ', answers: [] }, 'A question needs a title.'],
      [{ title: { en: 'Q' } }, 'A question needs a title.'],
      [{ title: 'x'.repeat(201), answers: [] }, 'Question title must contain less than 200 characters.'],
      [{ title: 'Q' }, 'Give between 2 and 6 answers.'],
      [{ title: 'Q', answers: 'A,B' }, 'Give between 2 and 6 answers.'],
      [{ title: 'Q', answers: [{ title: 'A', isCorrect: true }] }, 'Give between 2 and 6 answers.'],
      [questionBody('Q', 7), 'Give between 2 and 6 answers.'],
      [two({ title: '', isCorrect: true }, { title: 'B' }), 'Every answer needs a title.'],
      [two('A', 'B'), 'Every answer needs a title.'],
      [two(null, { title: 'B' }), 'Every answer needs a title.'],
      [
        two({ title: 'x'.repeat(101), isCorrect: true }, { title: 'B' }),
        'Answers must contain less than 100 characters.',
      ],
      [
        two({ title: 'A', isCorrect: 'yes' }, { title: 'B' }),
        'Mark each answer as correct or not (true or false).',
      ],
      [two({ title: 'A', isCorrect: true }, { title: ' a ' }), 'Answers must be different from each other.'],
      [two({ title: 'A' }, { title: 'B' }), 'Exactly one answer must be correct.'],
      [
        two({ title: 'A', isCorrect: true }, { title: 'B', isCorrect: true }),
        'Exactly one answer must be correct.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toBe(message);
    }
    const q = (await create(questionBody('Valid'))).body.data.question;
    const bad = await api.put(`/api/admin/questions/${q.id}`, questionBody('Valid', 2, 5), admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe('Exactly one answer must be correct.');
    expect((await api.get('/api/admin/questions', admin.auth)).body.data.total).toBe(before + 1);
    expect(await auditsOf(q.id)).toHaveLength(1);
  });
});
