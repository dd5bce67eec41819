import type { Knex } from 'knex';
import { PROFILE_COLUMNS as P, PROFILES, TAG_COLUMNS as T, TAGS } from './columns';

/*
 * A deleted account's tags in a tree that stays (docs/privacy.md "Deleting the account"). Only
 * the write gateway (gateway.ts, `forgetTagCreator`) calls this, in its transaction and under
 * its tree lock.
 */

/**
 * The tree's tags created by `userId` lose their creator; their profiles are raised a version
 * with `updated_at` = `stamp` (the gateway's stamp), set-based.
 */
export async function clearTagCreator(trx: Knex.Transaction, teamtreeId: string, userId: string, stamp: string): Promise<void> {
  await trx.raw(
    `WITH tagged AS (SELECT DISTINCT t.${T.profileId} AS id FROM ${TAGS} t JOIN ${PROFILES} p ON p.${P.id} = t.${T.profileId}
                      WHERE p.${P.teamtreeId} = ? AND t.${T.createdById} = ?)
     UPDATE ${PROFILES} SET ${P.version} = ${P.version} + 1, ${P.updatedAt} = ?::timestamptz WHERE ${P.id} IN (SELECT id FROM tagged)`,
    [teamtreeId, userId, stamp],
  );
  await trx.raw(`UPDATE ${TAGS} SET ${T.createdById} = NULL WHERE ${T.createdById} = ? AND ${T.profileId} IN (SELECT ${P.id} FROM ${PROFILES} WHERE ${P.teamtreeId} = ?)`, [
    userId,
    teamtreeId,
  ]);
}
