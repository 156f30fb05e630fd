/** Named errors thrown by services and answered in one place (http/error-handler.ts). */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    /** Extra top-level fields of the JSON answer (per-field lists, `detail`...). */
    public readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>, code = 'validation_error') {
    super(400, code, message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(detail = 'Authentication credentials were not provided.', code = 'not_authenticated') {
    super(401, code, detail, { detail });
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.', code = 'forbidden') {
    super(403, code, message, { detail: message });
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(404, code, message, { detail: message });
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict', body?: Record<string, unknown>) {
    super(409, code, message, body);
  }
}
/** The rate-limit sentence with its wait. */
export const waitMessage = (retryAfterSec: number) =>
  `Too many requests. Please wait ${retryAfterSec} seconds and try again.`;

/**
 * The one 429 answer: `{ error, code, detail, message, retry_after, ...extra }` and a Retry-After
 * header (set by http/error-handler.ts). Every limit (per-IP, per-account, quotas) throws this.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    public readonly retryAfterSec: number,
    message = waitMessage(retryAfterSec),
    code = 'rate_limited',
    extra: Record<string, unknown> = {},
  ) {
    super(429, code, message, { detail: message, message, retry_after: retryAfterSec, ...extra });
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message, { detail: message });
  }
}
/** An operator suspended the account: sign-in, sessions and API keys answer this, with their reason. */
export class AccountBannedError extends AppError {
  constructor(reason: string | null) {
    const message = `Your account has been suspended${reason ? `: ${reason}` : '.'}${reason && !/[.!?]$/.test(reason) ? '.' : ''} Write to us if you think this is a mistake.`;
    // `message` and no other text field: the sign-in page shows it whole as its banner.
    super(403, 'account_banned', message, { detail: message, message });
  }
}
