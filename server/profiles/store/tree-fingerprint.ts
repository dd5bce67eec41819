import type { Knex } from 'knex';
import { CATEGORIES, CATEGORY_COLUMNS as K, PROFILE_COLUMNS as P, PROFILES } from './columns';
import { epochMicros } from './packed-layout';

/** What identifies one state of a tree's profiles and categories (tree-cache.ts). */
export interface Fingerprint {
  count: number;
  /** The latest `updated_at` of the tree's profiles, epoch microseconds (-1 for none). */
  maxUs: number;
  /** Category ids with their creators: `id~creator,...` ordered by id. */
  categories: string;
  key: string;
}

/*
 * Count, sum of versions and latest `updated_at` of the profiles, and the categories with their
 * creators, in one round trip: read before every cached answer, so it stays raw SQL (one
 * statement, aggregates only).
 */
const FINGERPRINT = `
  SELECT count(*) AS count, coalesce(sum(${P.version}), 0)::text AS versions,
         coalesce(${epochMicros(`max(${P.updatedAt})`)}, -1)::text AS max_us,
         (SELECT coalesce(string_agg(${K.id}::text || '~' || coalesce(${K.createdById}::text, ''), ',' ORDER BY ${K.id}), '')
            FROM ${CATEGORIES} WHERE ${K.teamtreeId} = ?) AS categories
    FROM ${PROFILES} WHERE ${P.teamtreeId} = ?`;

export async function readFingerprint(db: Knex, teamtreeId: string): Promise<Fingerprint> {
  const row = (await db.raw(FINGERPRINT, [teamtreeId, teamtreeId])).rows[0];
  const count = Number(row.count);
  return {
    count,
    maxUs: Number(row.max_us),
    categories: row.categories,
    key: `${count}:${row.versions}:${row.max_us}/${row.categories}`,
  };
}

/** The ids of the tree's profiles (one text value: the tree may hold 100,000). */
export async function readLiveIds(db: Knex, teamtreeId: string): Promise<Set<string>> {
  const row = await db(PROFILES).where(P.teamtreeId, teamtreeId).first(db.raw(`coalesce(string_agg(${P.id}::text, ','), '') AS ids`));
  const ids: string = row?.ids ?? '';
  return new Set(ids ? ids.split(',') : []);
}
