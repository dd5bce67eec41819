import { seesActivities } from '../../shared/domain/read-privacy';
import type { Activity } from '../../shared/schemas/activity';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';

type Delivery = Pick<AppContext, 'db' | 'hub' | 'log'>;
type ActivityChange = typeof UPDATE_TYPES.activityAdd | typeof UPDATE_TYPES.activityUpdate | typeof UPDATE_TYPES.activityDelete;

/** Whether the tree lets its READ members see activities (read at the time of the event). */
export async function readersSeeActivities(db: Delivery['db'], teamtreeId: string): Promise<boolean> {
  const row = await db('teamtrees').where({ id: teamtreeId }).first<{ hide_from_read: string[] } | undefined>('hide_from_read');
  return seesActivities('READ', row?.hide_from_read ?? []);
}

/**
 * Tells the tree's data rooms about an added, changed or deleted activity; READ members get it
 * only when the tree does not hide activities from them (docs/follow-ups.md). After the commit; never throws.
 */
export function emitActivityChange(app: Delivery, type: ActivityChange, activity: Activity): Promise<void> {
  return afterCommit(app.log, type, async () => {
    const { teamtreeId, profileId } = activity;
    const event =
      type === UPDATE_TYPES.activityDelete
        ? { type, teamtreeId, profileId, data: { id: activity.id } }
        : { type, teamtreeId, profileId, data: activity };
    app.hub.toTree(teamtreeId, event, (await readersSeeActivities(app.db, teamtreeId)) ? undefined : null);
  });
}
