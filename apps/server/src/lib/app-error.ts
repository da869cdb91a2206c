import { ERROR_CODE, type ErrorCode } from '@spruik/shared';

/** A failure meant for the user: the error handler sends `{ errors: userMessage, code }` with this status. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    public readonly userMessage: string,
  ) {
    super(userMessage);
  }
}

export const badRequest = (message: string, code: ErrorCode = ERROR_CODE.BAD_REQUEST) =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in again.') =>
  new AppError(401, ERROR_CODE.UNAUTHORIZED, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, ERROR_CODE.FORBIDDEN, message);
export const notFound = (message = 'Not found.') => new AppError(404, ERROR_CODE.NOT_FOUND, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODE.CONFLICT) =>
  new AppError(409, code, message);
export const tooMany = (message: string) => new AppError(429, ERROR_CODE.RATE_LIMITED, message);
