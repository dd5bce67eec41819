/** An error the client may read: its status and message become the `{error}` answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, extra);
export const payloadTooLarge = (limit = 1024 * 1024) => new HttpError(413, `Request body is too large (at most ${limit / (1024 * 1024)} MiB)`);
export const requestTimeout = () => new HttpError(408, 'The request body did not arrive in time. Please try again.');
export const unsupportedMediaType = () => new HttpError(415, 'Request body must be JSON (Content-Type: application/json)');
export const tooManyRequests = (message = 'Too many attempts. Please try again later.') => new HttpError(429, message);
export const serviceUnavailable = () => new HttpError(503, 'The server is shutting down. Please try again.');
