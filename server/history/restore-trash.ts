import type { Knex } from 'knex';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { writeProfiles } from '../profiles/store/gateway';
import { afterCommit } from '../realtime/after-commit';

/**
 * Restores a trash item through the write gateway (one `restore` entry): its profiles come back
 * with their ids, fields, categories and reminders (history/trash-store.ts). Answers their ids,
 * the top's first; 404 when the item is gone or was deleted before `keptSince`.
 */
export function restoreTrashItem(db: Knex, input: { teamtreeId: string; trashId: string; actorId: string; keptSince: Date }): Promise<string[]> {
  return writeProfiles(db, input.teamtreeId, input.actorId, (writer) => writer.restoreTrash(input.trashId, input.keptSince), { action: 'restore' });
}

/**
 * One `profile-add` for a restored downline, as for an import (API.md): `data` names its top
 * profile and carries `batch: {restored}`; pages read the tree again once. After the commit.
 */
export function emitRestored(app: Pick<AppContext, 'hub' | 'log'>, teamtreeId: string, ids: readonly string[]): Promise<void> {
  const top = ids[0];
  if (top === undefined) return Promise.resolve();
  return afterCommit(app.log, UPDATE_TYPES.profileAdd, () =>
    app.hub.toTree(teamtreeId, { type: UPDATE_TYPES.profileAdd, teamtreeId, profileId: top, data: { id: top, teamtreeId, batch: { restored: ids.length } } }),
  );
}
