import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { canUndoEntry } from '../../shared/domain/policies';
import { HISTORY_KEEP_DAYS, HISTORY_LIMIT_DEFAULT, isFollowUpAction, TRASH_KEEP_DAYS, type HistoryAction, type HistoryChange, type HistoryEntry } from '../../shared/schemas/history';
import { withEntryProfile, type EntryProfileState } from '../profiles/store/entry-profile-reads';
import { withRestoreState } from '../profiles/store/restore-reads';
import { epochMicros } from '../profiles/store/packed-layout';
import { HISTORY } from './history-entry';
import { TRASH_ITEMS } from './trash-store';

/**
 * Reading the history (API.md "History, undo and restore"): pages of a tree's entries, newest
 * first, each with whether the caller may undo it now. One query a page: the entries with
 * their users, and per entry what `undoable` needs (the profile's version and children, the
 * trash item, an undo of it), through the indexes of migration 011.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest moment still kept: entries 365 days, trash items 30 days before `now`. */
export const historyKeptSince = (now: Date) => new Date(now.getTime() - HISTORY_KEEP_DAYS * DAY_MS);
export const trashKeptSince = (now: Date) => new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS);

/** Who asks: undoable depends on their permission and on whose entry it is. */
export interface HistoryReader {
  userId: string;
  permission: Permission | null;
}

interface EntryRow extends EntryProfileState {
  id: string;
  micros: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  action: HistoryAction;
  profile_id: string | null;
  profile_name: string;
  count: number;
  changes: HistoryChange[] | string;
  version_after: number | null;
  in_trash: boolean;
  undone: boolean;
  /** A restore: its profiles are all unchanged and have no downline since (null for other entries). */
  restore_undoable: boolean | null;
  /** A note's or task's entry: the item's version now (null when it is gone). */
  item_version: number | null;
  /** A note's or task's delete entry keeps the item's row to bring back. */
  has_item: boolean;
  /** A figures entry: a later write of the same month, not undone, exists (null for other entries). */
  figures_superseded: boolean | null;
}

/** Whether the entry's change can still be undone, whoever asks (docs/history.md "Undo"). */
export function stillUndoable(
  row: Pick<EntryRow, 'action' | 'profile_id' | 'version_after' | 'live_version' | 'has_children' | 'in_trash' | 'undone' | 'restore_undoable' | 'item_version' | 'has_item' | 'figures_superseded'>,
): boolean {
  if (row.undone) return false;
  switch (row.action) {
    case 'activity-create':
    case 'activity-update':
    case 'task-create':
    case 'task-update':
      return row.item_version !== null && row.item_version === row.version_after;
    case 'activity-delete':
    case 'task-delete':
      return row.has_item && row.item_version === null && (row.profile_id === null || row.live_version !== null);
    case 'update':
    case 'move':
    case 'placeholder':
      return row.live_version !== null && row.live_version === row.version_after;
    case 'create':
      return row.live_version !== null && !row.has_children;
    case 'delete':
      return row.in_trash;
    case 'restore':
      return row.restore_undoable === true;
    case 'figures':
      return row.figures_superseded === false;
    default:
      return false;
  }
}

function toEntry(row: EntryRow, reader: HistoryReader | null): HistoryEntry {
  // Only the owner changes the root partner; a note or task about the root is anyone's who may undo.
  const rootRule = !row.is_root || reader?.permission === 'OWNER' || isFollowUpAction(row.action);
  const permitted = reader !== null && canUndoEntry(reader.permission, row.user_id === reader.userId) && rootRule;
  return {
    id: row.id,
    at: new Date(Math.floor(Number(row.micros) / 1000)).toISOString(),
    user: row.user_id ? { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' } : null,
    action: row.action,
    profileId: row.profile_id,
    profileName: row.profile_name,
    count: row.count,
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as HistoryChange[]) : row.changes,
    undoable: permitted && stillUndoable(row),
  };
}

/** The tree's entries still kept at `now`: narrow it (and limit it) before `withUndoState`. */
function keptEntries(db: Knex, teamtreeId: string, now: Date): Knex.QueryBuilder {
  return db(HISTORY).where('teamtree_id', teamtreeId).where('at', '>', historyKeptSince(now)).select('*');
}

/**
 * A figures entry `h` has a later write of its month that still stands (docs/figures.md "History
 * and undo"): one not undone, and not itself the undo of a write later than `h` (a write and its
 * undo cancel out).
 */
export const LATER_FIGURES_WRITE = `EXISTS (SELECT 1 FROM ${HISTORY} y WHERE y.teamtree_id = h.teamtree_id AND y.action = 'figures' AND y.item->>'period' = h.item->>'period' AND y.at > h.at
  AND NOT EXISTS (SELECT 1 FROM ${HISTORY} z WHERE z.undoes = y.id)
  AND NOT EXISTS (SELECT 1 FROM ${HISTORY} w WHERE w.id = y.undoes AND w.at > h.at))`;

const NEWEST_FIRST = [
  { column: 'h.at', order: 'desc' },
  { column: 'h.id', order: 'desc' },
] as const;

/**
 * The selected entries with their users and everything `undoable` needs. The entries come
 * chosen and limited already (`page`), so the look-ups run for each of them through the
 * indexes (over the whole table, the planner would hash all profiles and entries instead).
 */
function withUndoState(db: Knex, page: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
  const entries = db
    .from(page.as('h'))
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(
      'h.id',
      db.raw(`${epochMicros('h.at')}::text AS micros`),
      'h.user_id',
      'u.first_name',
      'u.last_name',
      'h.action',
      'h.profile_id',
      'h.profile_name',
      'h.count',
      'h.changes',
      'h.version_after',
      db.raw(`EXISTS (SELECT 1 FROM ${TRASH_ITEMS} t WHERE t.id = h.trash_id AND t.deleted_at > ? LIMIT 1) AS in_trash`, [trashKeptSince(now)]),
      db.raw(`EXISTS (SELECT 1 FROM ${HISTORY} x WHERE x.undoes = h.id LIMIT 1) AS undone`),
      db.raw(`COALESCE((SELECT a.version FROM activities a WHERE a.id = h.item_id), (SELECT t.version FROM tasks t WHERE t.id = h.item_id)) AS item_version`),
      db.raw(`(h.item IS NOT NULL) AS has_item`),
      db.raw(`CASE WHEN h.action = 'figures' THEN ${LATER_FIGURES_WRITE} END AS figures_superseded`),
    );
  return withRestoreState(db, withEntryProfile(db, entries, 'h'), 'h');
}

export interface HistoryPage {
  entries: HistoryEntry[];
  next: string | null;
}

/** One page, newest first, of one partner's, one user's or some kinds of entries if asked (never those of `hiddenActions`): `before` continues after an earlier page's last entry. */
export async function readHistory(
  db: Knex,
  query: { teamtreeId: string; profileId?: string; userId?: string; action?: HistoryAction[]; hiddenActions?: readonly HistoryAction[]; before?: { micros: string; id: string }; limit?: number },
  reader: HistoryReader,
  now: Date,
): Promise<HistoryPage> {
  const limit = query.limit ?? HISTORY_LIMIT_DEFAULT;
  const chosen = keptEntries(db, query.teamtreeId, now)
    .modify((q) => {
      if (query.profileId) q.where('profile_id', query.profileId);
      if (query.userId) q.where('user_id', query.userId);
      if (query.action) q.whereIn('action', query.action);
      if (query.hiddenActions?.length) q.whereNotIn('action', query.hiddenActions);
      if (query.before) {
        q.whereRaw(`(at, id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::uuid)`, [query.before.micros, query.before.id]);
      }
    })
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit + 1);
  const rows: EntryRow[] = await withUndoState(db, chosen, now).orderBy([...NEWEST_FIRST]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { entries: page.map((row) => toEntry(row, reader)), next: rows.length > limit && last ? `${last.micros}_${last.id}` : null };
}

/** One entry of the tree still kept, as `reader` sees it (`null` reader: `undoable` false); `undefined` when there is none. */
export async function readEntry(db: Knex, teamtreeId: string, entryId: string, reader: HistoryReader | null, now: Date): Promise<HistoryEntry | undefined> {
  const row: EntryRow | undefined = await withUndoState(db, keptEntries(db, teamtreeId, now).where('id', entryId), now).first();
  return row ? toEntry(row, reader) : undefined;
}
