import { currentLanguage, t } from '../i18n/i18n';
import { localizeMessage } from '../i18n/messages';
import { errorKeyOf } from '../i18n/error-texts';

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

/** The answer's `error` text when it is a non-empty string. */
function serverText(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : error && typeof error === 'object' ? (error as Record<string, unknown>) : null;
  const field = body?.error;
  return typeof field === 'string' && field.trim() ? field : undefined;
}

/** The text of the answer's `code` in the language shown, for a code the app knows (API.md, Errors). */
function codeText(error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.field('code') : undefined;
  const key = code ? errorKeyOf(code) : undefined;
  return key ? t(key) : undefined;
}

/**
 * The text shown for a failure (spec section 8): in German the text for the answer's `code`
 * (issue 36), else the answer's `error` field when it is a non-empty string (in English that is
 * the contract's own text, so English shows it first), else the error's own message, else the
 * fallback; the app's own English messages in the language shown.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (isConnectionError(error)) return t('errors.offlineTryAgain');
  const server = serverText(error);
  if (currentLanguage() !== 'en') {
    // A text the catalogue knows (a field's validation text) says more than its code's.
    const known = server && localizeMessage(server);
    if (known && known !== server) return known;
    const translated = codeText(error);
    if (translated) return translated;
  }
  if (server) return localizeMessage(server);
  if (error instanceof Error && error.message.trim()) return localizeMessage(error.message);
  return localizeMessage(fallback);
}

export function isStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}
