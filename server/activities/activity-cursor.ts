import { badRequest } from '../http/errors';
import { isUuid } from '../../shared/schemas/common';

/** The `next` of a timeline page: the last activity's `at` and `id`, opaque to clients. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export const BAD_CURSOR = 'before must be the next of a page before';

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!isUuid(id) || Number.isNaN(time.getTime())) throw badRequest(BAD_CURSOR, { before: BAD_CURSOR });
  return { at: time, id };
}
