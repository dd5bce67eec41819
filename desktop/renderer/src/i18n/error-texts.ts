import { isErrorCode, type ErrorCode } from '@shared/schemas/error-codes';
import type { en } from './en';

/** A catalogue key of an error code's text. */
export type ErrorTextKey = `errors.${ErrorCode}`;

/** The server's codes (shared/schemas/error-codes.ts, docs/error-codes.md) without a text in the catalogues. */
type CodesWithoutText = Exclude<ErrorCode, keyof (typeof en)['errors']>;

/**
 * Every code of the server's list has its text under `errors.<code>` in both catalogues (de.ts is
 * typed by en.ts): a code added there without a text here is a type error naming it (this line),
 * and fails tests/unit/renderer/i18n/error-texts.test.ts. A code not in the list (a newer
 * server's) shows the server's English `error`.
 */
export const EVERY_CODE_HAS_TEXT: [CodesWithoutText] extends [never] ? true : CodesWithoutText = true;

export const errorKeyOf = (code: string): ErrorTextKey | undefined => (isErrorCode(code) ? `errors.${code}` : undefined);
