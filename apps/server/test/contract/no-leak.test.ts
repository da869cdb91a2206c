/** A response carries only what its contract declares: an undeclared field never leaves the server. */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute, meSchema } from '@spruik/shared';
import { registerErrorHandler } from '../../src/plugins/errors';
import { route, useZodSchemas } from '../../src/plugins/route';
import { createTestApp, type TestApp } from '../test-app';

describe('answers are serialised through their schemas', () => {
  it('drops fields the data schema does not declare, at any depth', async () => {
    const app = Fastify();
    useZodSchemas(app);
    registerErrorHandler(app);
    const contract = defineRoute({
      method: 'GET',
      path: '/leaky',
      summary: 'test',
      tag: 'test',
      access: 'public',
      data: z.object({ name: z.string(), owner: z.object({ id: z.string() }) }),
    });
    route(app, contract, async () => ({
      // A handler that hands back a whole row by mistake: the schema is the last word.
      data: {
        name: 'Cafe',
        passwordHash: '$argon2id$secret',
        owner: { id: 'u1', email: 'owner@example.com' },
      } as never,
    }));
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Cafe', owner: { id: 'u1' } } });
    expect(res.body).not.toContain('argon2id');
    expect(res.body).not.toContain('owner@example.com');
    await app.close();
  });

  it('answers 500 without details when a handler breaks its own schema', async () => {
    const app = Fastify({ logger: false });
    useZodSchemas(app);
    registerErrorHandler(app);
    const contract = defineRoute({
      method: 'GET',
      path: '/broken',
      summary: 'test',
      tag: 'test',
      access: 'public',
      data: z.object({ amount: z.number() }),
    });
    route(app, contract, async () => ({ data: { amount: 'secret-text' } as never }));
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errors: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret-text');
    await app.close();
  });
});

describe('a real answer: the signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/users/me carries exactly the declared keys, never the password hash or token version', async () => {
    const { user, auth } = await t.createUser(3);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json().data.user;
    expect(Object.keys(body).sort()).toEqual(Object.keys(meSchema.shape).sort());
    expect(res.body).not.toContain(user.passwordHash);
    expect(res.body).not.toContain('tokenVersion');
  });
});
