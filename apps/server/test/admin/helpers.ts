/** Shared set-up for the operator (admin) API tests. */
import { createTestApp, type TestApp } from '../test-app';

export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Person = Awaited<ReturnType<TestApp['createUser']>>;
// Tests read response JSON by path; the shapes are asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiBody = { data?: any; errors?: string; code?: string };

/** inject wrappers returning status, JSON body (when any), the raw text and headers. */
export function client(t: TestApp) {
  const call = async (method: Method, url: string, headers: Headers = {}, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    let body: ApiBody = {};
    try {
      body = res.json();
    } catch {
      // not JSON (e.g. the CSV export)
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers };
  };
  return {
    call,
    get: (url: string, headers?: Headers) => call('GET', url, headers),
    post: (url: string, payload: unknown, headers?: Headers) => call('POST', url, headers, payload),
    put: (url: string, payload: unknown, headers?: Headers) => call('PUT', url, headers, payload),
    del: (url: string, headers?: Headers) => call('DELETE', url, headers),
  };
}

/** A valid question body: `n` answers, the `correct`-th one right. */
export const questionBody = (title: string, n = 3, correct = 0) => ({
  title,
  answers: Array.from({ length: n }, (_, i) => ({
    title: `${title} answer ${i + 1}`,
    isCorrect: i === correct,
  })),
});

export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** Path ids that are not uuids (and would make PostgreSQL throw if they reached a query). */
export const BAD_IDS = ['abc', '1%27--', '123', 'x'.repeat(90), 'ä-ö'];

/** The operator tests' set-up: an app on a fresh database of `kind`, its client and an owner operator. */
export async function operatorApp(
  kind: 'pglite' | 'postgres',
  operator: Parameters<TestApp['createUser']>[1] = {},
) {
  const t = await createTestApp({ kind });
  return { t, api: client(t), admin: await t.createUser(4, operator) };
}
