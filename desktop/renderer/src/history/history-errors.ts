import {
  HISTORY_ENTRY_NOT_FOUND,
  RESTORE_ONLY_DUPLICATES,
  TRASH_DENIED,
  TRASH_ITEM_NOT_FOUND,
  UNDO_ALREADY_UNDONE,
  UNDO_DENIED,
  UNDO_HAS_DOWNLINE,
  UNDO_ITEM_CHANGED,
  UNDO_ITEM_GONE,
  UNDO_NOT_POSSIBLE,
  UNDO_PARTNER_CHANGED,
  UNDO_READ_DENIED,
} from '@shared/schemas/history';
import { ApiError, errorMessage } from '../api/errors';
import type { en } from '../i18n/en';
import { currentLanguage, t } from '../i18n/i18n';

/** The server's reasons of the history routes (API.md "History, undo and restore") → their catalogue key. */
const KEY_OF_REASON = new Map<string, keyof (typeof en)['history']['reasons']>([
  [UNDO_PARTNER_CHANGED, 'partnerChanged'],
  [UNDO_ITEM_CHANGED, 'itemChanged'],
  [UNDO_ITEM_GONE, 'itemGone'],
  [UNDO_HAS_DOWNLINE, 'hasDownline'],
  [UNDO_ALREADY_UNDONE, 'alreadyUndone'],
  [UNDO_NOT_POSSIBLE, 'notPossible'],
  [UNDO_DENIED, 'onlyOwn'],
  [UNDO_READ_DENIED, 'readDenied'],
  [HISTORY_ENTRY_NOT_FOUND, 'entryNotFound'],
  [TRASH_DENIED, 'trashDenied'],
  [TRASH_ITEM_NOT_FOUND, 'trashItemGone'],
  [RESTORE_ONLY_DUPLICATES, 'onlyDuplicates'],
]);

/**
 * Why an undo or restore failed, in the language shown: the history routes' own reasons (the
 * server writes them in English) say in German what they say in English, rather than only
 * their code's general text; anything else as `errorMessage` shows it.
 */
export function historyErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.field('error') : undefined;
  const key = reason === undefined ? undefined : KEY_OF_REASON.get(reason);
  if (key && currentLanguage() !== 'en') return t(`history.reasons.${key}`);
  return errorMessage(error);
}
