/**
 * The crash test's HTTP client: real requests to the compiled server. A request that gets no answer (connection
 * refused or reset while the server is down, a timeout) is sent again, the same request with the same
 * Idempotency-Key, until an answer comes: what a phone on a bad network does. It counts what is in flight (the
 * killer reads it at each kill), every retry, and every 5xx that came back as an answer.
 */
// Answers are read by path; their shapes are what the money assertions check, not the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type Answer = { status: number; body: Json; replayed: boolean; location: string | null };
export type Auth = Record<string, string>;

/** 502-504: a proxy's or the server's "not now" (draining, under pressure); nothing ran, so it is retried too. */
const UNAVAILABLE = [502, 503, 504];
const TIMEOUT_MS = 30_000;

export type HttpStats = {
  sent: number;
  retries: number;
  /** Answers marked Idempotent-Replayed: the first attempt ran (often it committed and its answer was lost). */
  replayed: number;
  unavailable: number;
  inFlight: number;
  serverErrors: string[];
};

export function crashHttp(base: string) {
  const stats: HttpStats = {
    sent: 0,
    retries: 0,
    replayed: 0,
    unavailable: 0,
    inFlight: 0,
    serverErrors: [],
  };

  async function once(method: string, path: string, auth: Auth, body: unknown, key: string | undefined) {
    stats.sent++;
    stats.inFlight++;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          ...auth,
          ...(key ? { 'idempotency-key': key } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: Json = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return {
        status: res.status,
        body: parsed,
        replayed: res.headers.get('idempotent-replayed') === 'true',
        location: res.headers.get('location'),
      } satisfies Answer;
    } catch {
      return null; // no answer: refused, reset, or timed out
    } finally {
      stats.inFlight--;
    }
  }

  /** Sends until answered; `key` goes in the Idempotency-Key header on every attempt. */
  async function send(method: string, path: string, auth: Auth, body?: unknown, key?: string) {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) {
        stats.retries++;
        await new Promise((r) => setTimeout(r, Math.min(100 * attempt, 1000)));
      }
      const answer = await once(method, path, auth, body, key);
      if (!answer) continue;
      if (UNAVAILABLE.includes(answer.status)) {
        stats.unavailable++;
        continue;
      }
      if (answer.replayed) stats.replayed++;
      if (answer.status >= 500)
        stats.serverErrors.push(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    }
  }

  return { send, stats };
}

export type CrashHttp = ReturnType<typeof crashHttp>;
