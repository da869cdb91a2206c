import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR } from './api';
import { apiUrl } from './api-url';
import { feedback } from './feedback';
import { registerNavigator } from './navigation';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiUrl', () => {
  it('adds only the present query values', () => {
    expect(apiUrl('/api/x', { a: 1, b: undefined, c: '', d: 'x y' })).toBe('/api/x?a=1&d=x+y');
    expect(apiUrl('/api/x')).toBe('/api/x');
  });
});

describe('api', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('window', { location: { pathname: '/profile', assign: vi.fn() } });
    registerNavigator(navigate);
    navigate.mockReset();
    feedback.closeSnack(feedback.get().snack?.id ?? -1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and unwraps data', async () => {
    localStorage.setItem('token', 't0k');
    const fetchMock = vi.fn(async () => json(200, { data: { user: { name: 'A' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/users/me')).resolves.toEqual({ user: { name: 'A' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
    expect(feedback.get().pending).toBe(0);
  });

  it("shows the server's errors text in the red snackbar", async () => {
    vi.stubGlobal('fetch', async () =>
      json(400, { errors: 'Phone number is not valid.', code: 'VALIDATION' }),
    );
    const err = await api('/api/signup', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('VALIDATION');
    expect(feedback.get().snack).toMatchObject({ text: 'Phone number is not valid.', severity: 'error' });
  });

  it('stays quiet when the caller opts out', async () => {
    vi.stubGlobal('fetch', async () => json(404, { errors: 'Not found.' }));
    await expect(api('/api/transaction/verify', { silent: true })).rejects.toThrow('Not found.');
    expect(feedback.get().snack).toBeNull();
  });

  it('clears the session and goes to /signin on a 401', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('role', '3');
    vi.stubGlobal('fetch', async () => json(401, { errors: 'Please sign in again.' }));
    await expect(api('/api/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('flags a network error when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/api/users/me')).rejects.toThrow(NETWORK_ERROR);
    expect(feedback.get().networkError).toBe(true);
    vi.stubGlobal('fetch', async () => json(200, { data: {} }));
    await api('/api/health');
    expect(feedback.get().networkError).toBe(false);
  });

  it('shows the network error in the red snackbar for a write, not for a read', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/api/users/me')).rejects.toThrow(NETWORK_ERROR);
    expect(feedback.get().snack).toBeNull();
    await expect(api('/api/payments', { body: { wallet: 1 } })).rejects.toThrow(NETWORK_ERROR);
    expect(feedback.get().snack).toMatchObject({ text: NETWORK_ERROR, severity: 'error' });
    // A later request that gets through clears the banner; the snackbar keeps its 3 s.
    vi.stubGlobal('fetch', async () => json(200, { data: {} }));
    await api('/api/users/me');
    expect(feedback.get().networkError).toBe(false);
    expect(feedback.get().snack).toMatchObject({ text: NETWORK_ERROR });
  });

  it('sends the Idempotency-Key header when given one', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/users/withdraw', { body: { amount: '20' }, idempotencyKey: 'k-1' });
    await api('/api/users/me');
    const headersOf = (i: number) =>
      (fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['Idempotency-Key']).toBe('k-1');
    expect(headersOf(1)).not.toHaveProperty('Idempotency-Key');
  });

  it('reports a replayed answer (Idempotent-Replayed) to the caller', async () => {
    const replayed = vi.fn();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: { message: 'Success' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
        }),
    );
    await api('/api/users/withdraw', { body: { amount: '20' }, idempotencyKey: 'k-1', onReplayed: replayed });
    expect(replayed).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', async () => json(200, { data: {} }));
    await api('/api/users/withdraw', { body: { amount: '20' }, idempotencyKey: 'k-2', onReplayed: replayed });
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it.each([502, 503])("shows our %i's errors text, not the network error", async (status) => {
    const text = 'The card payment service could not be reached. Please try again.';
    vi.stubGlobal('fetch', async () => json(status, { errors: text, code: 'PROVIDER_ERROR' }));
    const err = await api('/api/transaction/stripe', { body: { amount: '20' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: text, status, code: 'PROVIDER_ERROR' });
    expect(feedback.get().snack).toMatchObject({ text, severity: 'error' });
    expect(feedback.get().networkError).toBe(false);
  });

  it.each([
    [502, () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    [503, () => json(503, { message: 'Service Unavailable' })],
    [504, () => new Response('', { status: 504 })],
    [500, () => new Response('oops', { status: 500 })],
  ])('treats a %i without our JSON as the network', async (_status, answer) => {
    vi.stubGlobal('fetch', async () => answer());
    await expect(api('/api/users/me')).rejects.toThrow(NETWORK_ERROR);
    expect(feedback.get().networkError).toBe(true);
  });
});
