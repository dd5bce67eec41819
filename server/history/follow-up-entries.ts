import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { FollowUpChange } from '../../shared/domain/follow-up-changes';
import type { FollowUpAction } from '../../shared/schemas/history';
import { profileName } from '../profiles/store/profile-reads';
import { announceEntry } from './entry-notices';
import { HISTORY } from './history-entry';

/**
 * History entries of a partner's notes and tasks (API.md additions of 2026-12-07; docs/follow-ups.md
 * "History"): one entry per write, made in the write's transaction, announced after its commit
 * like the write gateway's entries (history-events.ts sends them to the tree's room). They name
 * the partner (none for a task of no partner), count 1, and the item with its version after the
 * write (and a deleted item's row), which undo-follow-up.ts needs.
 */

export interface FollowUpEntry {
  profileId: string | null;
  actorId: string;
  action: FollowUpAction;
  changes: FollowUpChange[];
  /** The note or task written, and its version after the write (null once deleted). */
  itemId: string;
  versionAfter: number | null;
  /** A deleted item's row as it was (`to_jsonb`), which an undo brings back. */
  row?: unknown;
  /** The entry this write undoes (an undo is recorded as the opposite write: docs/follow-ups.md "Undo"). */
  undoes?: string;
}

export async function recordFollowUpEntry(trx: Knex.Transaction, teamtreeId: string, entry: FollowUpEntry): Promise<string> {
  const id = crypto.randomUUID();
  await trx(HISTORY).insert({
    id,
    teamtree_id: teamtreeId,
    profile_id: entry.profileId,
    profile_name: entry.profileId ? await profileName(trx, entry.profileId) : '',
    user_id: entry.actorId,
    action: entry.action,
    count: 1,
    changes: JSON.stringify(entry.changes),
    version_after: entry.versionAfter,
    undoes: entry.undoes ?? null,
    item_id: entry.itemId,
    item: entry.row === undefined ? null : JSON.stringify(entry.row),
    trash_id: null,
    at: trx.fn.now(),
  });
  return id;
}

/**
 * Runs a note's or task's write and its history entry in one transaction (both commit or
 * neither), then announces the entry. `entryOf` describes the entry from the write's result;
 * answers the result and the entry's id.
 */
export async function writeWithEntryId<T>(db: Knex, teamtreeId: string, write: (trx: Knex.Transaction) => Promise<T>, entryOf: (result: T) => FollowUpEntry): Promise<{ result: T; entryId: string }> {
  let entryId = '';
  const result = await db.transaction(async (trx) => {
    const value = await write(trx);
    entryId = await recordFollowUpEntry(trx, teamtreeId, entryOf(value));
    return value;
  });
  announceEntry(db, teamtreeId, entryId);
  return { result, entryId };
}

/** `writeWithEntryId` for the writes that answer their result only. */
export async function writeWithEntry<T>(db: Knex, teamtreeId: string, write: (trx: Knex.Transaction) => Promise<T>, entryOf: (result: T) => FollowUpEntry): Promise<T> {
  return (await writeWithEntryId(db, teamtreeId, write, entryOf)).result;
}
