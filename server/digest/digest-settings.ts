import type { Knex } from 'knex';
import type { DigestAnswer, DigestSettings } from '../../shared/schemas/digest';

export async function loadDigestSettings(db: Knex, userId: string): Promise<DigestAnswer> {
  const row = await db('users').where({ id: userId }).first('digest_enabled', 'time_zone');
  return { digest: { enabled: Boolean(row?.digest_enabled), timeZone: row?.time_zone ?? null } };
}

/** Turning the digest on (or moving zones) never sends today's again: the day already sent stays. */
export async function saveDigestSettings(db: Knex, userId: string, settings: DigestSettings): Promise<DigestAnswer> {
  await db('users').where({ id: userId }).update({ digest_enabled: settings.enabled, time_zone: settings.timeZone });
  return { digest: { enabled: settings.enabled, timeZone: settings.timeZone } };
}
