import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { TRASH_ITEMS, TRASH_TASKS } from '../history/trash-store';
import { taskGoneEvent } from './task-events';
import { findTaskOr404 } from './task-store';

type Delivery = Pick<AppContext, 'db' | 'hub'>;

/*
 * A partner deleted into the trash takes their tasks with them, and a restore brings them back
 * (docs/follow-ups.md "The trash"). The tree's full room reads its task lists again on the
 * `profile-delete` / `profile-add`; an assignee whose page has another tree open (Today lists the
 * tasks of every tree) or who is a READ member hears of their own tasks here, in their own room.
 * Called after the commit, by the profile events.
 */

/** Each assignee of the deleted partners' tasks (now in the trash) gets a `task-delete` of each. */
export async function tellAssigneesTasksGone(app: Delivery, teamtreeId: string, profileIds: readonly string[]): Promise<void> {
  if (profileIds.length === 0) return;
  const rows: { id: string; assignee_id: string; profile_id: string }[] = await app
    .db(`${TRASH_TASKS} as t`)
    .join(`${TRASH_ITEMS} as i`, 'i.id', 't.trash_id')
    .where('i.teamtree_id', teamtreeId)
    .whereRaw('t.profile_id = ANY(?)', [[...profileIds]])
    .distinct('t.id', 't.assignee_id', 't.profile_id');
  for (const row of rows) app.hub.toUsers([row.assignee_id], taskGoneEvent(teamtreeId, row.profile_id, row.id));
}

/** Each assignee of the restored partners' tasks gets a `task-add` of each, as the task is now. */
export async function tellAssigneesTasksBack(app: Delivery, teamtreeId: string, profileIds: readonly string[]): Promise<void> {
  if (profileIds.length === 0) return;
  const rows: { id: string }[] = await app.db('tasks').where('teamtree_id', teamtreeId).whereRaw('profile_id = ANY(?)', [[...profileIds]]).select('id');
  for (const { id } of rows) {
    const task = await findTaskOr404(app.db, id);
    app.hub.toUsers([task.assignee.id], { teamtreeId, profileId: task.profileId ?? undefined, type: UPDATE_TYPES.taskAdd, data: task });
  }
}
