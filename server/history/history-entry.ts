import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HISTORY_FIELDS, type HistoryAction, type HistoryChange, type HistoryField } from '../../shared/schemas/history';
import type { ProfileAnswer } from '../profiles/profile-answer';
import { profileName } from '../profiles/store/profile-reads';
import type { EntryOptions, WriteJournal } from './write-journal';

/**
 * The ONE place history entries are made: the write gateway (profiles/store/gateway.ts) calls
 * `recordEntry` at the end of every transaction that changed profiles, inside that
 * transaction, so an entry and its write commit together or not at all.
 */

export const HISTORY = 'profile_history';

interface EntryRow {
  id: string;
  teamtree_id: string;
  profile_id: string | null;
  profile_name: string;
  user_id: string | null;
  action: HistoryAction;
  count: number;
  changes: string;
  version_after: number | null;
  undoes: string | null;
  trash_id: string | null;
  at: Knex.Raw;
}

/** A field's value as profile answers show it. */
function shown(answer: ProfileAnswer, field: HistoryField): unknown {
  return field === 'categories' ? answer.categories : answer[field];
}

/** Each field whose shown value differs, with its value before and after. */
export function changedFields(before: ProfileAnswer, after: ProfileAnswer): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const field of HISTORY_FIELDS) {
    const [was, is] = [shown(before, field), shown(after, field)];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** What the write was when the command did not say. */
function inferAction(journal: WriteJournal, changes: HistoryChange[]): HistoryAction {
  if (journal.trashed) return 'delete';
  if (journal.restored) return 'restore';
  if (!journal.detailed) return 'import';
  if (journal.touched.size === 0) return 'create';
  return changes.length > 0 && changes.every((change) => change.field === 'parentId') ? 'move' : 'update';
}

/** The entry's subject, count, changes and version, from what the journal saw. */
async function describe(trx: Knex.Transaction, journal: WriteJournal): Promise<Omit<EntryRow, 'id' | 'teamtree_id' | 'user_id' | 'action' | 'undoes' | 'at'> & { inferred: HistoryAction }> {
  const none = { changes: '[]', version_after: null, trash_id: null };
  if (journal.trashed) {
    const { profileId, name, count, trashId } = journal.trashed;
    return { ...none, profile_id: profileId, profile_name: name, count, trash_id: trashId, inferred: inferAction(journal, []) };
  }
  if (journal.restored) {
    const { profileId, name, count } = journal.restored;
    return { ...none, profile_id: profileId, profile_name: name, count, inferred: inferAction(journal, []) };
  }
  const ids = [...journal.inserted, ...journal.touched.keys()];
  const subject = ids[0];
  const count = new Set(ids).size;
  if (!journal.detailed) return { ...none, profile_id: subject, profile_name: await profileName(trx, subject), count, inferred: inferAction(journal, []) };
  const after = await journal.currentAnswer(subject);
  const before = journal.touched.get(subject) ?? null;
  const changes = before && after ? changedFields(before, after) : [];
  return {
    profile_id: subject,
    profile_name: after?.name ?? before?.name ?? '',
    count,
    changes: JSON.stringify(changes),
    version_after: after?.version ?? null,
    trash_id: null,
    inferred: inferAction(journal, changes),
  };
}

/**
 * Writes the entry of the transaction's write (nothing when it changed nothing); answers its
 * id. `at` is the transaction's stamp (the profiles' `updated_at`). With `options.entryId` the
 * count is added to that entry, made by the first of the write's transactions.
 */
export async function recordEntry(
  trx: Knex.Transaction,
  write: { teamtreeId: string; actorId: string | null; stamp: string; journal: WriteJournal; options: EntryOptions },
): Promise<string | null> {
  const { journal, options } = write;
  if (journal.empty) return null;
  const { inferred, ...described } = await describe(trx, journal);
  const row: EntryRow = {
    id: options.entryId ?? crypto.randomUUID(),
    teamtree_id: write.teamtreeId,
    user_id: write.actorId,
    action: options.action ?? inferred,
    undoes: options.undoes ?? null,
    at: trx.raw('?::timestamptz', [write.stamp]),
    ...described,
  };
  const insert = trx(HISTORY).insert(row);
  if (options.entryId) await insert.onConflict('id').merge({ count: trx.raw('?? + excluded.count', [`${HISTORY}.count`]) });
  else await insert;
  return row.id;
}
