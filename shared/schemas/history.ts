import { z } from 'zod';
import { id } from './common';

/**
 * History, undo and the trash (API.md additions of 2026-11-27, "History, undo and restore";
 * docs/history.md): the requests and answers of `GET /api/teamtree/history`,
 * `POST /api/teamtree/history/undo`, `GET /api/teamtree/trash` and
 * `POST /api/teamtree/trash/restore`, and the texts of their refusals.
 */

/** The actions of a partner's notes and tasks (API.md additions of 2026-12-07, docs/follow-ups.md "History"). */
export const FOLLOW_UP_ACTIONS = ['activity-create', 'activity-update', 'activity-delete', 'task-create', 'task-update', 'task-delete'] as const;
export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];
export const isFollowUpAction = (action: string): action is FollowUpAction => (FOLLOW_UP_ACTIONS as readonly string[]).includes(action);

/** A write of a month's back-office figures (API.md additions of 2026-12-07; docs/figures.md "History and undo"). */
export const FIGURES_ACTION = 'figures';

export const HISTORY_ACTIONS = ['create', 'update', 'move', 'placeholder', 'delete', 'restore', 'import', 'undo', ...FOLLOW_UP_ACTIONS, FIGURES_ACTION] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The fields an entry's `changes` name, as profile answers call them. */
export const HISTORY_FIELDS = ['name', 'phone', 'birthday', 'billDate', 'categories', 'reminders', 'parentId'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
/** The fields the changes of a note's or task's entry name, as their answers call them. */
export const FOLLOW_UP_FIELDS = ['kind', 'text', 'title', 'due', 'assignee', 'done'] as const;
export type FollowUpField = (typeof FOLLOW_UP_FIELDS)[number];
/** A figures entry's one change: the month written (`before` null, `after` the period). */
export const FIGURES_FIELDS = ['period'] as const;

/** How long entries and deleted profiles are kept. */
export const HISTORY_KEEP_DAYS = 365;
export const TRASH_KEEP_DAYS = 30;

export const HISTORY_LIMIT_DEFAULT = 50;
export const HISTORY_LIMIT_MAX = 200;

export const UNDO_PARTNER_CHANGED = 'This change can no longer be undone: the partner has changed since.';
export const UNDO_ITEM_CHANGED = 'This change can no longer be undone: the note or task has changed since.';
export const UNDO_ITEM_GONE = 'This change can no longer be undone: the partner of this note or task is gone.';
export const UNDO_FIGURES_WRITTEN_SINCE = 'This change can no longer be undone: the figures of this month have been written again since.';
export const UNDO_HAS_DOWNLINE = 'This change can no longer be undone: the partner has a downline now.';
export const UNDO_ALREADY_UNDONE = 'This change was undone already.';
export const UNDO_NOT_POSSIBLE = 'This kind of change cannot be undone.';
export const UNDO_DENIED = 'You may undo only your own changes.';
export const UNDO_READ_DENIED = 'You do not have permission to undo changes.';
export const HISTORY_ENTRY_NOT_FOUND = 'History entry not found';
export const TRASH_DENIED = 'Only the TeamTree owner or a moderator can see and restore deleted partners.';
export const TRASH_ITEM_NOT_FOUND = 'This deleted partner is no longer in the trash.';
export const RESTORE_ONLY_DUPLICATES = 'Every partner of this item looks like a partner in the tree already: restore all of them or none.';

const BEFORE_MESSAGE = 'before must be the next value of an earlier page';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY_LIMIT_MAX}`;

/**
 * The `before` cursor: the `at` (epoch microseconds) and `id` of the last entry of a page,
 * `<micros>_<uuid>`; the next page holds the entries strictly older in that order.
 */
export const historyCursor = z
  .string(BEFORE_MESSAGE)
  .regex(/^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, BEFORE_MESSAGE)
  .transform((text) => {
    const [micros, entryId] = text.split('_');
    return { micros, id: entryId.toLowerCase() };
  });

/** (Names no action itself: the bad-input suites take an answer naming `update` for leaked SQL.) */
const ACTION_MESSAGE = 'action must list kinds of change as history entries name them, separated by commas';

/** `action=update,move`: the kinds of change a page holds (the Activity panel's filter). */
const actionFilter = z
  .string(ACTION_MESSAGE)
  .max(200, ACTION_MESSAGE)
  .transform((text) => text.split(','))
  .pipe(z.array(z.enum(HISTORY_ACTIONS, ACTION_MESSAGE)).min(1, ACTION_MESSAGE));

export const historyQuery = z.object({
  teamtreeId: id,
  profileId: id.optional(),
  /** Only the entries of this user (the Activity panel's member filter). */
  userId: id.optional(),
  action: actionFilter.optional(),
  before: historyCursor.optional(),
  limit: z
    .string(LIMIT_MESSAGE)
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= HISTORY_LIMIT_MAX, LIMIT_MESSAGE)
    .optional(),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const historyChange = z.object({ field: z.enum([...HISTORY_FIELDS, ...FOLLOW_UP_FIELDS, ...FIGURES_FIELDS]), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z.object({
  id: z.string(),
  at: z.string(),
  user: person.nullable(),
  action: z.enum(HISTORY_ACTIONS),
  profileId: z.string().nullable(),
  profileName: z.string(),
  count: z.number().int().nonnegative(),
  changes: z.array(historyChange),
  undoable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyAnswer = z.object({ entries: z.array(historyEntry), next: z.string().nullable() });

export const undoRequest = z.object({ teamtreeId: id, entryId: id });
export const undoAnswer = z.object({ entry: historyEntry });

export const trashQuery = z.object({ teamtreeId: id });
export const trashItem = z.object({ id: z.string(), deletedAt: z.string(), deletedBy: person.nullable(), name: z.string(), count: z.number().int().positive() });
export const trashAnswer = z.object({ items: z.array(trashItem) });
export type TrashItem = z.infer<typeof trashItem>;

const SKIP_MESSAGE = 'skipDuplicates must be true or false';

/** `skipDuplicates`: leave out the partners that look like partners in the tree now (docs/history.md "Lookalikes"). */
export const restoreRequest = z.object({ teamtreeId: id, id, skipDuplicates: z.boolean(SKIP_MESSAGE).optional() });
/**
 * `skipped`: the lookalikes left out (they stay in the trash); `entryId`: the restore's history
 * entry (its undo). Both are additions: older servers answer without them.
 */
export const restoreAnswer = z.object({
  restored: z.number().int().positive(),
  profileIds: z.array(z.string()),
  skipped: z.number().int().nonnegative().optional(),
  entryId: z.string().optional(),
});

/** `GET /api/teamtree/trash/restore-preview?teamtreeId=&id=`: how many partners the item holds, and how many look like partners in the tree now. */
export const restorePreviewQuery = z.object({ teamtreeId: id, id });
export const restorePreviewAnswer = z.object({ count: z.number().int().positive(), duplicates: z.number().int().nonnegative() });
export type RestorePreview = z.infer<typeof restorePreviewAnswer>;
