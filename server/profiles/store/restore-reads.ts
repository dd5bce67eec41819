import type { Knex } from 'knex';
import type { PartnerRow } from '../../../shared/domain/restore-lookalikes';
import { HISTORY } from '../../history/history-entry';
import { PROFILE_COLUMNS as P, PROFILES } from './columns';

/*
 * What a restore from the trash and its undo read of the tree (docs/history.md "Lookalikes" and
 * "Undo"). A restore's partners are found again by their stamp: they came back with
 * `updated_at` = the restore entry's `at`, which no other write of the tree shares (the gateway's
 * stamps grow by at least a millisecond per transaction), and any later change of one moves it.
 */

/** Every profile of the tree, as a restore's plan compares them. */
export function treePartners(db: Knex, teamtreeId: string): Promise<PartnerRow[]> {
  return db(PROFILES).where(P.teamtreeId, teamtreeId).select(`${P.id} as id`, `${P.parentId} as parentId`, `${P.name} as name`, `${P.externalId} as externalId`);
}

/** The profiles a restore entry brought back that are unchanged since, as SQL text on `??` = the entry's alias (its `teamtree_id`, `at`). */
const RESTORED = `SELECT r.${P.id} FROM ${PROFILES} r WHERE r.${P.teamtreeId} = ??.teamtree_id AND r.${P.updatedAt} = ??.at`;

/** A profile outside them hangs under one of them (a downline added or moved there since). */
const DOWNLINE_SINCE = `EXISTS (SELECT 1 FROM ${PROFILES} c WHERE c.${P.teamtreeId} = ??.teamtree_id AND c.${P.updatedAt} > ??.at AND c.${P.parentId} IN (${RESTORED}) LIMIT 1)`;

/** How many of a restore's profiles are unchanged since, whether one has a downline since, whether one is the root. */
export interface RestoredState {
  unchanged: number;
  downlineSince: boolean;
  hasRoot: boolean;
}

/** The state of the restore entry `entryId` now (read under the tree lock by its undo). */
export async function restoredState(trx: Knex.Transaction, entryId: string): Promise<RestoredState> {
  const row = await trx(`${HISTORY} as h`)
    .where('h.id', entryId)
    .first(
      trx.raw(`(SELECT count(*) FROM (${RESTORED}) s)::int AS unchanged`, ['h', 'h']),
      trx.raw(`${DOWNLINE_SINCE} AS "downlineSince"`, ['h', 'h', 'h', 'h']),
      trx.raw(`EXISTS (${RESTORED} AND r.${P.parentId} IS NULL) AS "hasRoot"`, ['h', 'h']),
    );
  return { unchanged: Number(row?.unchanged ?? 0), downlineSince: Boolean(row?.downlineSince), hasRoot: Boolean(row?.hasRoot) };
}

/**
 * Adds `restore_undoable` to a page of entries under `alias`: for a restore, whether every
 * profile it brought back is unchanged (their count is the entry's) and none has a downline
 * since; null for other entries. The look-ups run through the index (teamtree_id, updated_at).
 */
export function withRestoreState(db: Knex, entries: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return entries.select(
    db.raw(`CASE WHEN ??.action = 'restore' THEN (SELECT count(*) FROM (${RESTORED}) s) = ??.count AND NOT ${DOWNLINE_SINCE} END AS restore_undoable`, Array<string>(8).fill(alias)),
  );
}
