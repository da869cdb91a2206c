/**
 * The one place that talks to the server. It adds the bearer token, unwraps `{ data }`, turns `{ errors }`
 * into an ApiError whose message is the server's text, shows that text in the red snackbar (unless the
 * caller passes `silent`), and on any 401 clears the session and goes to /signin (docs/spec.md, Roles and sign-in).
 * Unreachable servers, and 5xx answers without our JSON, set the network-error flag. Every call counts towards
 * the global progress bar.
 */
import {
  ERROR_CODE,
  isErrorCode,
  pathOf,
  type CallInput,
  type DataOf,
  type ErrorCode,
  type RouteContract,
} from '@spruik/shared';
import { apiUrl, type QueryValue } from './api-url';
import { forgetEarly, takeEarly } from './early-requests';
import { feedback } from './feedback';
import { navigateTo } from './navigation';
import { signinPathFor } from './return-to';
import { getToken } from './session';
import { signOutLocally } from './sign-out';

export const NETWORK_ERROR = 'Network error. Check your connection.';
/** The one code the web adds to the server's list: the server could not be reached. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export type ClientErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE;
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code?: ClientErrorCode;
  constructor(message: string, status: number, code?: ClientErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** multipart body (uploads). */
  form?: FormData;
  query?: Record<string, QueryValue>;
  /** Do not show the red snackbar for a failure (the caller shows it another way). */
  silent?: boolean;
  /** Extra headers (verify and sign-up carry a header token). */
  headers?: Record<string, string>;
  /** Sent as the Idempotency-Key header: money actions repeat safely with the same key (lib/idempotency). */
  idempotencyKey?: string;
  /** Called when the server answered a repeat of an earlier request with its first answer (Idempotent-Replayed). */
  onReplayed?: () => void;
  signal?: AbortSignal;
};

function errorText(json: unknown, status: number): { text: string; code?: ErrorCode } {
  const body = (json ?? {}) as { errors?: unknown; code?: unknown; message?: unknown };
  const code = isErrorCode(body.code) ? body.code : undefined;
  const errors = body.errors;
  if (typeof errors === 'string' && errors) return { text: errors, code };
  if (Array.isArray(errors) && typeof errors[0] === 'string') return { text: errors[0], code };
  if (status < 500 && typeof body.message === 'string' && body.message) return { text: body.message, code };
  return { text: GENERIC_ERROR, code };
}

function hasErrorsText(json: unknown): boolean {
  const errors = (json as { errors?: unknown } | undefined)?.errors;
  return (
    (typeof errors === 'string' && errors !== '') || (Array.isArray(errors) && typeof errors[0] === 'string')
  );
}

function onUnauthorized() {
  signOutLocally();
  const here = window.location.pathname;
  // A session that ended mid-use: signing in again returns to this page (lib/return-to.ts).
  if (here !== '/signin') navigateTo(signinPathFor(here + window.location.search), { replace: true });
}

/**
 * The network failed: the banner says so until a request gets through. A write (a payment, a form) also shows
 * the red snackbar with the same text, because the banner goes as soon as any other request succeeds (the
 * refetches that follow a write) and the user must learn that what they tapped may not have happened.
 */
function networkFailed(method: string, silent: boolean) {
  feedback.setNetworkError(true);
  if (method !== 'GET' && !silent) feedback.error(NETWORK_ERROR);
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body !== undefined || options.form ? 'POST' : 'GET', silent = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  feedback.start();
  try {
    let res: Response;
    try {
      const url = apiUrl(path, options.query);
      // A first screen's GET may have been sent as the app started (early-requests.ts).
      // A write may change what those answers say: from then on they are not used.
      if (method !== 'GET') forgetEarly();
      const early = method === 'GET' && !options.headers ? takeEarly(url) : undefined;
      res = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      networkFailed(method, silent);
      throw new ApiError(NETWORK_ERROR, 0, NETWORK_ERROR_CODE);
    }
    const json: unknown = await res.json().catch(() => undefined);

    // A proxy in front of a stopped server answers 5xx without our JSON: that is the network, not the API.
    // Our own 502/503 (a payment provider down, say) carry an errors text, which the user should read.
    if (res.status >= 500 && !hasErrorsText(json)) {
      networkFailed(method, silent);
      throw new ApiError(NETWORK_ERROR, res.status, NETWORK_ERROR_CODE);
    }
    feedback.setNetworkError(false);

    if (res.ok) {
      if (res.headers.get('Idempotent-Replayed') === 'true') options.onReplayed?.();
      const data = (json as { data?: unknown } | undefined)?.data;
      return (data ?? json ?? {}) as T;
    }

    const { text, code } = errorText(json, res.status);
    if (!silent) feedback.error(text);
    // A console session opened without the second factor (ADMIN_2FA=required) counts as signed out too.
    if (res.status === 401 || code === ERROR_CODE.SECOND_FACTOR_REQUIRED) onUnauthorized();
    throw new ApiError(text, res.status, code);
  } finally {
    feedback.end();
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type CallOptions = Pick<ApiOptions, 'silent' | 'signal' | 'idempotencyKey' | 'onReplayed' | 'headers'>;

/**
 * Calls a route through its contract (packages/shared/src/api): the path, method, request and answer types come
 * from the same schemas the server validates and serialises with, so a server change the web does not follow
 * fails the type check.
 */
export function call<C extends RouteContract>(
  contract: C,
  input: CallInput<C> = {} as CallInput<C>,
  options: CallOptions = {},
): Promise<DataOf<C>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  return api<DataOf<C>>(pathOf(contract.path, params), {
    ...options,
    method: contract.method,
    query: query as Record<string, QueryValue> | undefined,
    body: contract.method === 'GET' ? undefined : (body ?? {}),
  });
}
