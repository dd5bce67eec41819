import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';

/**
 * One `teamtree-update` `{type: "figures-update", teamtreeId, data: {period, count}}` per
 * figures write, to the tree's data rooms. It carries no figures, so READ members get it alike
 * (a tree hiding figures answers them empty when they read again).
 */
export function emitFiguresUpdate(app: AppContext, teamtreeId: string, period: string, count: number): Promise<void> {
  return afterCommit(app.log, UPDATE_TYPES.figuresUpdate, () => {
    app.hub.toTree(teamtreeId, { type: UPDATE_TYPES.figuresUpdate, teamtreeId, data: { period, count } });
  });
}
