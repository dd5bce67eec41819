import type { Knex } from 'knex';
import { PROFILE_COLUMNS as P, PROFILES } from './columns';

/*
 * What a history entry's undo needs of its profile now (history/history-reads.ts,
 * docs/history.md "Undo"), read in the same query as a page of entries.
 */

/** The profile columns `withEntryProfile` adds to each entry. */
export interface EntryProfileState {
  /** The profile's version now; null when it is gone (or in another tree). */
  live_version: number | null;
  /** The profile is the tree's root now (only the owner may change or delete it). */
  is_root: boolean;
  has_children: boolean;
}

/**
 * Joins each entry of `entries` (a query whose rows are entries under `alias`, with their
 * `profile_id` and `teamtree_id`) to its profile and selects `EntryProfileState`. The entries
 * should come chosen and limited already: each look-up then runs through the primary key and the
 * parent index.
 */
export function withEntryProfile(db: Knex, entries: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return entries
    .leftJoin(`${PROFILES} as p`, (on) => on.on(`p.${P.id}`, `${alias}.profile_id`).andOn(`p.${P.teamtreeId}`, `${alias}.teamtree_id`))
    .select(
      `p.${P.version} as live_version`,
      db.raw(`(p.${P.id} IS NOT NULL AND p.${P.parentId} IS NULL) AS is_root`),
      db.raw(`EXISTS (SELECT 1 FROM ${PROFILES} c WHERE c.${P.parentId} = ??.profile_id LIMIT 1) AS has_children`, [alias]),
    );
}
