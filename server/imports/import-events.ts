import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import type { ImportResult } from './write-import';

/**
 * One `profile-add` for a whole import (docs/import-export.md), after the commit (never throws):
 * `data` names the first written profile (`id`, `teamtreeId`, as every profile event does) and
 * carries `batch` with the counts; pages that hold the tree read it again once instead of
 * taking thousands of events.
 */
export function emitImported(app: Pick<AppContext, 'hub' | 'log'>, teamtreeId: string, result: ImportResult): Promise<void> {
  const first = result.profileIds[0];
  if (first === undefined) return Promise.resolve();
  return afterCommit(app.log, UPDATE_TYPES.profileAdd, () =>
    app.hub.toTree(teamtreeId, {
      type: UPDATE_TYPES.profileAdd,
      teamtreeId,
      profileId: first,
      data: { id: first, teamtreeId, batch: { added: result.added, updated: result.updated } },
    }),
  );
}
