import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HISTORY_ENTRY_NOT_FOUND, UNDO_ALREADY_UNDONE, UNDO_HAS_DOWNLINE, UNDO_NOT_POSSIBLE, UNDO_PARTNER_CHANGED, type HistoryChange, type HistoryEntry } from '../../shared/schemas/history';
import type { CategoryPair } from '../../shared/domain/categories';
import { conflict, forbidden, notFound } from '../http/errors';
import { profileDenial } from '../../shared/domain/policies';
import type { Permission } from '../../shared/domain/constants';
import type { ProfileAnswer } from '../profiles/profile-answer';
import type { ProfileChanges } from '../profiles/store/columns';
import { writeProfiles, type ProfileWriter } from '../profiles/store/gateway';
import { hasChildren, PROFILE_NOT_FOUND } from '../profiles/store/profile-reads';
import { restoredState } from '../profiles/store/restore-reads';
import { HISTORY } from './history-entry';

/**
 * `POST /api/teamtree/history/undo` (docs/history.md "Undo"): a new write through the gateway,
 * under the tree lock, recorded as an `undo` entry naming the entry it reverts. The route checks
 * who may undo; this checks, under the lock, that the change can still be undone.
 */

export type UndoOutcome =
  | { kind: 'update'; profile: ProfileAnswer }
  | { kind: 'delete'; profileId: string; ids: string[] }
  | { kind: 'restore'; ids: string[] };

interface StoredEntry {
  id: string;
  action: HistoryEntry['action'];
  profile_id: string | null;
  changes: HistoryChange[] | string;
  version_after: number | null;
  trash_id: string | null;
  count: number;
  undone: boolean;
}

const partnerChanged = () => conflict(UNDO_PARTNER_CHANGED);

/** The entry under the lock, with whether an undo of it exists; 404 for none. */
async function lockedEntry(trx: Knex.Transaction, teamtreeId: string, entryId: string): Promise<StoredEntry> {
  const entry: StoredEntry | undefined = await trx(`${HISTORY} as h`)
    .where({ 'h.id': entryId, 'h.teamtree_id': teamtreeId })
    .first('h.id', 'h.action', 'h.profile_id', 'h.changes', 'h.version_after', 'h.trash_id', 'h.count', trx.raw(`EXISTS (SELECT 1 FROM ${HISTORY} x WHERE x.undoes = h.id) AS undone`));
  if (!entry) throw notFound(HISTORY_ENTRY_NOT_FOUND);
  return entry;
}

/** The root rules of profile writes hold for undo too: only the owner changes or deletes the root (403). */
function checkRoot(permission: Permission, profile: { parentId: string | null }, action: 'edit' | 'delete'): void {
  const denial = profileDenial(permission, action, profile.parentId === null);
  if (denial) throw forbidden(denial);
}

/** The profile the entry changed, still at the version the entry left (409 otherwise). */
async function unchangedProfile(writer: ProfileWriter, entry: StoredEntry) {
  if (!entry.profile_id) throw partnerChanged();
  const profile = await writer.find(entry.profile_id).catch((err: unknown) => {
    if (err instanceof Error && err.message === PROFILE_NOT_FOUND) throw partnerChanged();
    throw err;
  });
  if (profile.version !== entry.version_after) throw partnerChanged();
  return profile;
}

/** Gives the changed fields their `before` values back. */
async function revertFields(writer: ProfileWriter, entry: StoredEntry, permission: Permission): Promise<UndoOutcome> {
  const profile = await unchangedProfile(writer, entry);
  checkRoot(permission, profile, 'edit');
  const changes = typeof entry.changes === 'string' ? (JSON.parse(entry.changes) as HistoryChange[]) : entry.changes;
  const fields: Record<string, unknown> = {};
  let categories: CategoryPair[] | undefined;
  for (const { field, before } of changes) {
    if (field === 'categories') categories = before as CategoryPair[];
    else fields[field] = before;
  }
  await writer.update(profile, fields as ProfileChanges);
  if (categories !== undefined) await writer.setCategories(profile.id, categories);
  return { kind: 'update', profile: await writer.answer(profile.id) };
}

async function undoCreate(writer: ProfileWriter, entry: StoredEntry, permission: Permission): Promise<UndoOutcome> {
  if (!entry.profile_id) throw partnerChanged();
  const profile = await writer.find(entry.profile_id).catch(() => {
    throw partnerChanged();
  });
  checkRoot(permission, profile, 'delete');
  if (await hasChildren(writer.trx, profile.id)) throw conflict(UNDO_HAS_DOWNLINE);
  return { kind: 'delete', profileId: profile.id, ids: await writer.deleteSubtree(profile.id) };
}

/**
 * Deletes, into the trash, exactly the profiles the restore brought back: 409 when one has
 * changed or gone since (their count is no longer the entry's) or has a downline since; only the
 * owner deletes a restored root (403).
 */
async function undoRestore(writer: ProfileWriter, entry: StoredEntry, permission: Permission): Promise<UndoOutcome> {
  const state = await restoredState(writer.trx, entry.id);
  if (!entry.profile_id || state.unchanged !== entry.count) throw partnerChanged();
  if (state.downlineSince) throw conflict(UNDO_HAS_DOWNLINE);
  if (state.hasRoot) checkRoot(permission, { parentId: null }, 'delete');
  return { kind: 'delete', profileId: entry.profile_id, ids: await writer.trashRestored(entry.id, entry.profile_id) };
}

/**
 * Undoes the entry as `actorId`; answers what changed (for the events) and the new entry's id.
 * `trashKeptSince`: a delete older than the trash keeps is gone (404).
 */
export async function undoEntry(db: Knex, input: { teamtreeId: string; entryId: string; actorId: string; permission: Permission; trashKeptSince: Date }): Promise<{ outcome: UndoOutcome; undoEntryId: string }> {
  const undoEntryId = crypto.randomUUID();
  const outcome = await writeProfiles(
    db,
    input.teamtreeId,
    input.actorId,
    async (writer): Promise<UndoOutcome> => {
      const entry = await lockedEntry(writer.trx, input.teamtreeId, input.entryId);
      if (entry.undone) throw conflict(UNDO_ALREADY_UNDONE);
      switch (entry.action) {
        case 'update':
        case 'move':
        case 'placeholder':
          return revertFields(writer, entry, input.permission);
        case 'create':
          return undoCreate(writer, entry, input.permission);
        case 'delete':
          if (!entry.trash_id) throw conflict(UNDO_NOT_POSSIBLE);
          return { kind: 'restore', ids: (await writer.restoreTrash(entry.trash_id, input.trashKeptSince)).ids };
        case 'restore':
          return undoRestore(writer, entry, input.permission);
        default:
          throw conflict(UNDO_NOT_POSSIBLE);
      }
    },
    { action: 'undo', undoes: input.entryId, entryId: undoEntryId },
  );
  return { outcome, undoEntryId };
}
