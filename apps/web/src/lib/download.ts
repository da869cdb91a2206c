/**
 * Downloads a file the API answers (a CSV export, the ABA bank file). A plain link would not carry the bearer token, so the file is
 * fetched with it (the contract's path; its answer is a file, not `{ data }`, so not through `call`) and saved
 * from a blob. Failures throw an ApiError with the server's text; a 401 signs out, as everywhere.
 */
import { pathOf, type RouteContract } from '@spruik/shared';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR, NETWORK_ERROR_CODE } from './api';
import { apiUrl } from './api-url';
import { feedback } from './feedback';
import { navigateTo } from './navigation';
import { getToken } from './session';
import { signOutLocally } from './sign-out';

type QueryValue = string | number | undefined;

function filenameOf(res: Response, fallback: string) {
  const m = /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? fallback;
}

/** Fetches the route's file with the session and saves it; resolves to the file's name. */
export async function downloadFile(
  contract: Pick<RouteContract, 'path' | 'method'>,
  /** `body` goes as JSON (a POST that answers a file, such as the ABA bank file). */
  input: { params?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown },
  fallbackName: string,
  /** Reads the answer's headers (e.g. the payout file's batch) before the file is saved. */
  onResponse?: (res: Response) => void,
): Promise<string> {
  const token = getToken();
  feedback.start();
  try {
    let res: Response;
    try {
      res = await fetch(apiUrl(pathOf(contract.path, input.params), input.query), {
        method: contract.method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(input.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      });
    } catch {
      throw new ApiError(NETWORK_ERROR, 0, NETWORK_ERROR_CODE);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { errors?: unknown };
      const text = typeof body.errors === 'string' && res.status < 500 ? body.errors : GENERIC_ERROR;
      if (res.status === 401) {
        signOutLocally();
        navigateTo('/signin', { replace: true });
      }
      throw new ApiError(text, res.status);
    }
    onResponse?.(res);
    const name = filenameOf(res, fallbackName);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return name;
  } finally {
    feedback.end();
  }
}
