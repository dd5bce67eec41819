/** The generic fallback of spec section 8. */
export const GENERIC_ERROR = 'Fehler';

/** What the user reads when the server cannot be reached (issue 23): for a change the outbox keeps. */
export const OFFLINE_KEPT = 'No connection to the server. Your change is kept and will be sent when it is back.';
/** ... and for what cannot wait (sign-in, reading what is not kept offline). */
export const OFFLINE_TRY_AGAIN = 'No connection to the server. Try again when you are online.';

/**
 * The server could not be reached at all: the request failed before any answer (offline, DNS,
 * refused connection, a dropped connection). Never the browser's own text ('Failed to fetch').
 */
export class ConnectionError extends Error {
  constructor(cause?: unknown) {
    super(OFFLINE_TRY_AGAIN, { cause });
    this.name = 'ConnectionError';
  }
}

export const isConnectionError = (error: unknown): error is ConnectionError => error instanceof ConnectionError;

/** Whether a failure is the caller's own abort (Cancel), not a failure of the server or the network. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * `fetch` with its network failure turned into a ConnectionError (an abort stays an abort).
 * Every request of the renderer goes through it, so no page shows 'Failed to fetch'.
 */
export async function reach(send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ConnectionError(error);
  }
}

/** A non-2xx answer of the API: its status and parsed body (`{error, fields?, ...}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(typeof body?.error === 'string' ? body.error : '');
    this.name = 'ApiError';
  }

  /** A string field of the answer body (`status`, `teamtreeId`, `requestId`...). */
  field(name: string): string | undefined {
    const value = this.body?.[name];
    return typeof value === 'string' ? value : undefined;
  }
}

/**
 * The text shown for a failure (spec section 8): the answer's `error` field when it is a
 * non-empty string, else the error's own message, else the fallback.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError) {
    const field = error.body?.error;
    if (typeof field === 'string' && field.trim()) return field;
  }
  if (error && typeof error === 'object' && 'error' in error) {
    const field = (error as { error: unknown }).error;
    if (typeof field === 'string' && field.trim()) return field;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

export function isStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}
