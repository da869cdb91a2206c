/**
 * The route table against the declared contract: every route says who may call it, appears in the OpenAPI
 * document with a response schema for success and for errors, and no route checks roles by hand.
 */
import { testConfig } from '../../src/config/env';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Db } from '../../src/db/client';
import { registerAccess } from '../../src/plugins/access';
import { tokenService } from '../../src/plugins/auth';
import { createTestApp, type TestApp } from '../test-app';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the route table', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const routes = () => t.app.routeList;

  it('declares who may call every route', () => {
    const undeclared = routes()
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document listing every route that is not a static file', () => {
    expect(doc.openapi).toBe('3.1.0');
    const missing = routes()
      .filter((r) => !r.hidden)
      .filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents an answer for success and for errors on every route', () => {
    const problems: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const responses = op.responses ?? {};
        const success = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1];
        if (!success?.content || !Object.values(success.content).every((c) => c.schema)) {
          problems.push(`${method} ${url}: no success schema`);
        }
        for (const status of ['4XX', '5XX']) {
          if (!responses[status]?.content?.['application/json']?.schema)
            problems.push(`${method} ${url}: no ${status} schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no role check or id pattern check in a feature handler', () => {
    const features = path.resolve(__dirname, '../../src/features');
    const offenders: string[] = [];
    // Every file of every feature, subfolders included (a feature's providers/, reversals/).
    for (const file of readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )) {
      const source = readFileSync(path.join(features, file), 'utf8');
      if (/requireUser\(|isUuid\(|\[0-9a-f\]\{8\}/.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});

describe('a route without an access declaration', () => {
  it('keeps the app from starting, naming the route', async () => {
    const app = Fastify();
    registerAccess(app, {} as Db, tokenService('test-secret-test-secret'), testConfig());
    app.get('/api/forgotten', async () => ({ data: {} }));
    await expect(app.ready()).rejects.toThrow('routes without an access declaration: GET /api/forgotten');
    await app.close().catch(() => undefined);
  });
});
