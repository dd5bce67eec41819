import type { Knex } from 'knex';
import { TRASH_ACTIVITIES, TRASH_TASKS } from '../../history/trash-store';

/*
 * A deleted partner's follow-ups in the trash (issue 37 item 7; docs/follow-ups.md "The trash"):
 * their activities (notes, calls, messages, meetings) and tasks are copied into
 * `trash_activities` / `trash_tasks` (migration 023) by the delete's statement and come back
 * with the partner on a restore. Only the trash writes (trash-writes.ts) use these, in the write
 * gateway's transaction.
 */

/** The columns `activities` and `trash_activities` share (the tree is the trash item's). */
const ACTIVITY_COLUMNS = ['id', 'profile_id', 'kind', 'text', 'at', 'author_id', 'mentions', 'created_at', 'updated_at', 'version'];
/** The columns `tasks` and `trash_tasks` share. */
const TASK_COLUMNS = ['id', 'profile_id', 'title', 'due', 'assignee_id', 'created_by_id', 'done', 'done_at', 'created_at', 'updated_at', 'version'];

const list = (columns: readonly string[], alias = '') => columns.map((column) => `${alias}${column}`).join(', ');

/**
 * The parts of the delete's statement (trash-writes.ts `moveToTrash`) that copy the follow-ups
 * of the profiles in its CTE `sub(id)` into the trash item `?` (bound twice, in this order).
 * They read the rows as the statement found them, before the delete's cascade removes them.
 */
export const COPY_FOLLOW_UPS_TO_TRASH = `
     kept_activities AS (INSERT INTO ${TRASH_ACTIVITIES} (trash_id, ${list(ACTIVITY_COLUMNS)})
              SELECT ?::uuid, ${list(ACTIVITY_COLUMNS, 'a.')} FROM activities a JOIN sub ON sub.id = a.profile_id),
     kept_tasks AS (INSERT INTO ${TRASH_TASKS} (trash_id, ${list(TASK_COLUMNS)})
              SELECT ?::uuid, ${list(TASK_COLUMNS, 'k.')} FROM tasks k JOIN sub ON sub.id = k.profile_id),`;

/**
 * Brings back the follow-ups of the `restored` profiles of trash item `trashId`, set-based: the
 * same ids, texts, times and versions. An author whose account is gone is kept as none (as a
 * live activity's is); a task whose assignee is no longer a member of the tree goes to the
 * tree's owner, as a leaving member's open tasks do (server/tasks/task-handover.ts).
 */
export async function restoreFollowUps(trx: Knex.Transaction, teamtreeId: string, trashId: string, restored: Knex.Raw): Promise<void> {
  await trx.raw(
    `INSERT INTO activities (teamtree_id, ${list(ACTIVITY_COLUMNS)})
     SELECT ?::uuid, ${list(ACTIVITY_COLUMNS, 'ta.').replace('ta.author_id', 'u.id')}
       FROM ${TRASH_ACTIVITIES} ta LEFT JOIN users u ON u.id = ta.author_id
      WHERE ta.trash_id = ? AND ta.profile_id = ANY(?)
     ON CONFLICT (id) DO NOTHING`,
    [teamtreeId, trashId, restored],
  );
  const assignee = `coalesce((SELECT m.user_id FROM memberships m WHERE m.teamtree_id = ?::uuid AND m.user_id = tt.assignee_id),
                            (SELECT t.owner_id FROM teamtrees t WHERE t.id = ?::uuid))`;
  await trx.raw(
    `INSERT INTO tasks (teamtree_id, ${list(TASK_COLUMNS)})
     SELECT ?::uuid, ${list(TASK_COLUMNS, 'tt.').replace('tt.assignee_id', assignee).replace('tt.created_by_id', 'u.id')}
       FROM ${TRASH_TASKS} tt LEFT JOIN users u ON u.id = tt.created_by_id
      WHERE tt.trash_id = ? AND tt.profile_id = ANY(?)
     ON CONFLICT (id) DO NOTHING`,
    [teamtreeId, teamtreeId, teamtreeId, trashId, restored],
  );
}
