import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { RESTORE_ONLY_DUPLICATES, type RestorePreview } from '../../shared/schemas/history';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { conflict } from '../http/errors';
import { writeProfiles } from '../profiles/store/gateway';
import { afterCommit } from '../realtime/after-commit';
import { tellAssigneesTasksBack } from '../tasks/task-presence-events';
import { readRestorePlan } from './restore-plan';
import { findTrashItem } from './trash-store';

export interface RestoreInput {
  teamtreeId: string;
  trashId: string;
  actorId: string;
  keptSince: Date;
  skipDuplicates?: boolean;
}

/**
 * Restores a trash item through the write gateway (one `restore` entry, `entryId`): its profiles
 * come back with their ids, fields, categories and reminders (history/trash-store.ts), with
 * `skipDuplicates` only those that do not look like partners in the tree now (the lookalikes
 * stay in the trash, `skipped`; 409 when there is no other). `profileIds`: the restored ids,
 * the top's first; 404 when the item is gone or was deleted before `keptSince`.
 */
export async function restoreTrashItem(db: Knex, input: RestoreInput): Promise<{ profileIds: string[]; skipped: number; entryId: string }> {
  const entryId = crypto.randomUUID();
  let skipped = 0;
  const profileIds = await writeProfiles(
    db,
    input.teamtreeId,
    input.actorId,
    async (writer) => {
      const { ids, left } = await writer.restoreTrash(input.trashId, input.keptSince, { skipLookalikes: input.skipDuplicates === true });
      if (ids.length === 0) throw conflict(RESTORE_ONLY_DUPLICATES);
      skipped = left;
      return ids;
    },
    { action: 'restore', entryId },
  );
  return { profileIds, skipped, entryId };
}

/** How many partners the item holds and how many of them look like partners in the tree now; 404 as for a restore. */
export async function previewRestore(db: Knex, input: Omit<RestoreInput, 'actorId' | 'skipDuplicates'>): Promise<RestorePreview> {
  const item = await findTrashItem(db, input.teamtreeId, input.trashId, input.keptSince);
  const { plan, count } = await readRestorePlan(db, input.teamtreeId, item, false);
  return { count, duplicates: plan.lookalikes.size };
}

/**
 * One `profile-add` for a restored downline, as for an import (API.md): `data` names its top
 * profile and carries `batch: {restored}`; pages read the tree again once. After the commit.
 */
export async function emitRestored(app: Pick<AppContext, 'db' | 'hub' | 'log'>, teamtreeId: string, ids: readonly string[]): Promise<void> {
  const top = ids[0];
  if (top === undefined) return;
  await afterCommit(app.log, UPDATE_TYPES.profileAdd, () =>
    app.hub.toTree(teamtreeId, { type: UPDATE_TYPES.profileAdd, teamtreeId, profileId: top, data: { id: top, teamtreeId, batch: { restored: ids.length } } }),
  );
  await afterCommit(app.log, UPDATE_TYPES.taskAdd, () => tellAssigneesTasksBack(app, teamtreeId, ids));
}
