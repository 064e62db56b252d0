// The one error type services throw. The error handler turns it into the HTTP status and the
// `{ message, code? }` body of @shop/contracts/api-error, so services never touch the reply.
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'Authentication required', code?: string) =>
  new AppError(401, message, code);
export const forbidden = (message = 'Access denied', code?: string) => new AppError(403, message, code);
export const notFound = (message = 'Not found', code?: string) => new AppError(404, message, code);
export const conflict = (message: string, code?: string) => new AppError(409, message, code);
export const tooManyRequests = (message = 'Too many requests. Please try again later.', code?: string) =>
  new AppError(429, message, code);
