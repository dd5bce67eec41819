import type { Knex } from 'knex';
import { PROFILE_COLUMNS as P, PROFILES } from './columns';
import { readInChunks } from './read-in-chunks';

/*
 * Reads by the back office's partner ID (`external_id`, set by imports, unique per tree).
 */

/** A profile of the tree that carries a partner ID. */
export interface ExternalIdProfile {
  profileId: string;
  externalId: string;
  parentId: string | null;
}

const selection = [`${P.id} as profileId`, `${P.externalId} as externalId`, `${P.parentId} as parentId`];

/** Every profile of the tree that carries a partner ID. */
export function profilesWithExternalIds(db: Knex, teamtreeId: string): Promise<ExternalIdProfile[]> {
  return db(PROFILES).where(P.teamtreeId, teamtreeId).whereNotNull(P.externalId).select(selection);
}

/** The tree's profiles that carry one of `externalIds`, by partner ID. */
export async function profilesByExternalId(db: Knex, teamtreeId: string, externalIds: readonly string[]): Promise<Map<string, ExternalIdProfile>> {
  const found = await readInChunks(externalIds, (part): Promise<ExternalIdProfile[]> => db(PROFILES).where(P.teamtreeId, teamtreeId).whereIn(P.externalId, part).select(selection));
  return new Map(found.map((profile) => [profile.externalId, profile]));
}
