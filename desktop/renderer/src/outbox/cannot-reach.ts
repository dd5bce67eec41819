import { ApiError, isConnectionError } from '../api/errors';

/**
 * Whether a failed write never reached the server, or the server said to try again later: the
 * outbox keeps such a write. A failed fetch (the api client's ConnectionError), or an answer of
 * 408, 429 or 5xx (the server kept no answer under the Idempotency-Key then, so the same key
 * runs anew).
 */
export function cannotReach(error: unknown): boolean {
  if (error instanceof ApiError) return isTransientStatus(error.status);
  return isConnectionError(error);
}

function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
