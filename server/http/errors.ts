import type { ErrorCode } from '../../shared/schemas/error-codes';

/** The code an error of this status carries unless its maker names a more specific one (docs/error-codes.md). */
export function defaultCodeFor(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 408:
      return 'timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'too-large';
    case 415:
      return 'not-json';
    case 429:
      return 'rate-limited';
    case 501:
      return 'not-implemented';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'validation';
  }
}

/** What an error may add to its answer beside `error`: a specific `code`, and fields of its own. */
export type ErrorExtra = Record<string, unknown> & { code?: ErrorCode };

/**
 * An error the client may read: its status, message and extra fields become the
 * `{error, code, ...}` answer. `code` is the maker's, else the status's default.
 */
export class HttpError extends Error {
  readonly extra: Record<string, unknown> & { code: ErrorCode };

  constructor(
    readonly status: number,
    message: string,
    extra: ErrorExtra = {},
  ) {
    super(message);
    this.extra = { ...extra, code: extra.code ?? defaultCodeFor(status) };
  }

  get code(): ErrorCode {
    return this.extra.code;
  }
}

const withCode = (code: ErrorCode | undefined) => (code ? { code } : {});

export const badRequest = (message: string, fields?: Record<string, string>, code?: ErrorCode) =>
  new HttpError(400, message, { ...(fields ? { fields } : {}), ...withCode(code) });
export const unauthorized = (message = 'Not signed in', code?: ErrorCode) => new HttpError(401, message, withCode(code));
export const forbidden = (message = 'You do not have permission to do this.', code?: ErrorCode) => new HttpError(403, message, withCode(code));
export const notFound = (message = 'Not found', code?: ErrorCode) => new HttpError(404, message, withCode(code));
export const conflict = (message: string, extra: ErrorExtra = {}) => new HttpError(409, message, extra);
export const payloadTooLarge = (limit = 1024 * 1024) => new HttpError(413, `Request body is too large (at most ${limit / (1024 * 1024)} MiB)`);
export const requestTimeout = () => new HttpError(408, 'The request body did not arrive in time. Please try again.');
export const unsupportedMediaType = () => new HttpError(415, 'Request body must be JSON (Content-Type: application/json)');
export const tooManyRequests = (message = 'Too many attempts. Please try again later.', code?: ErrorCode) => new HttpError(429, message, withCode(code));
export const serviceUnavailable = () => new HttpError(503, 'The server is shutting down. Please try again.');
