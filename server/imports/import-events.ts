import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { RealtimeHub } from '../realtime/hub';
import type { ImportResult } from './write-import';

/**
 * One `profile-add` for a whole import (docs/import-export.md): `data` names the first written
 * profile (`id`, `teamtreeId`, as every profile event does) and carries `batch` with the
 * counts; pages that hold the tree read it again once instead of taking thousands of events.
 */
export function emitImported(hub: RealtimeHub, teamtreeId: string, result: ImportResult): void {
  const first = result.profileIds[0];
  if (first === undefined) return;
  hub.toTree(teamtreeId, {
    type: UPDATE_TYPES.profileAdd,
    teamtreeId,
    profileId: first,
    data: { id: first, teamtreeId, batch: { added: result.added, updated: result.updated } },
  });
}
