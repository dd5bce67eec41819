/** The generic fallback of spec section 8. */
export const GENERIC_ERROR = 'Fehler';

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
