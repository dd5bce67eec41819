import type { Knex } from 'knex';
import { isTimeZone } from '../../shared/domain/time-zone';

/**
 * The time zone a user's calendar days are counted in: the one their app says it is in (a
 * request's `timeZone`), else the one kept with their digest settings, else UTC.
 */
export async function userTimeZone(db: Knex, userId: string, asked?: string): Promise<string> {
  if (asked !== undefined && isTimeZone(asked)) return asked;
  const row = await db('users').where({ id: userId }).first<{ time_zone: string | null } | undefined>('time_zone');
  return row?.time_zone && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
}
