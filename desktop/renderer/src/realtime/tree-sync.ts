import type { QueryClient } from '@tanstack/react-query';
import type { TreeSettings } from '@shared/schemas/teamtree';
import { keys } from '../api/teamtree';
import { withPending } from '../outbox/pending-overlay';
import { applyDelete, applyMembership, applyProfile, type PatchOutcome, type TreeAnswer, type TreeProfile } from './tree-patch';

/**
 * Keeps the cached tree answers (React Query, `keys.tree(id)`) current from realtime events and
 * the answers of one's own changes, without reading whole trees again.
 *
 * - A change is applied by id and version (tree-patch.ts); one already held is ignored.
 * - A gap starts one re-read of the tree; changes arriving while any read of that tree is under
 *   way are kept and applied to its answer when it lands (so a read that was answered before a
 *   change cannot undo it). Changes noticed during that re-read never start another one.
 * - `joined`: the tree's room was joined (first, again after a lost connection, or on coming
 *   back to a tree). A change made before the join came as no event, so a held answer whose read
 *   began before the join is read once more (only what changed since, or a 304 when nothing
 *   did: api/tree-read.ts), after the read under way if there is one.
 * - `resync`: the server said events may have been missed (docs/scaling.md): as after a join, a
 *   held answer read before it is read once more (only what changed since).
 * - `catchUp` re-reads a tree once (a failed change, an import).
 */

export type TreeChange = (answer: TreeAnswer) => PatchOutcome;

export interface TreeSyncStats {
  applied: number;
  ignored: number;
  gaps: number;
  rereads: number;
}

export class TreeSync {
  /** Changes waiting for a read of their tree to land, by tree id. */
  private readonly waiting = new Map<string, TreeChange[]>();
  /** Re-reads under way per tree (a join may start one as another ends). */
  private readonly rereading = new Map<string, number>();
  /** Orders reads and joins: `readBegan`/`joinedAt` hold the step of a tree's latest of each. */
  private step = 0;
  private readonly readBegan = new Map<string, number>();
  private readonly joinedAt = new Map<string, number>();
  readonly stats: TreeSyncStats = { applied: 0, ignored: 0, gaps: 0, rereads: 0 };

  constructor(private readonly queryClient: QueryClient) {
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const [scope, id] = event.query.queryKey as readonly unknown[];
      if (scope !== keys.tree('')[0] || typeof id !== 'string') return;
      const { type } = event.action;
      if (type === 'fetch') this.readBegan.set(id, ++this.step);
      if (event.query.state.fetchStatus !== 'idle') return;
      this.flush(id);
      if (type === 'success' || type === 'error') this.readAgainIfBeforeJoin(id);
    });
  }

  /** The tree's room was joined: from now on its changes come as events. */
  joined(teamtreeId: string): void {
    this.joinedAt.set(teamtreeId, ++this.step);
    if (this.queryClient.getQueryState(keys.tree(teamtreeId))?.fetchStatus === 'idle') this.readAgainIfBeforeJoin(teamtreeId);
  }

  /** The server may have missed events for the tree's room until now: the same catch-up as after a join. */
  resync(teamtreeId: string): void {
    this.joined(teamtreeId);
  }

  /** A held answer read (or begun) before the latest join may lack a change made before it. */
  private readAgainIfBeforeJoin(teamtreeId: string): void {
    const joined = this.joinedAt.get(teamtreeId);
    if (joined === undefined || (this.readBegan.get(teamtreeId) ?? 0) > joined) return;
    if (this.queryClient.getQueryData(keys.tree(teamtreeId)) === undefined) return;
    // Also when a re-read just ended: it too may have begun before the join.
    this.readAgain(teamtreeId);
  }

  profileChanged(teamtreeId: string, profile: TreeProfile, mayBeNew: boolean): void {
    this.change(teamtreeId, (answer) => applyProfile(answer, profile, { mayBeNew }));
  }

  profilesDeleted(teamtreeId: string, ids: readonly string[]): void {
    this.change(teamtreeId, (answer) => applyDelete(answer, ids));
  }

  membershipChanged(teamtreeId: string, membership: Parameters<typeof applyMembership>[1]): void {
    this.change(teamtreeId, (answer) => applyMembership(answer, membership));
  }

  /** A new name: in the held tree and in the tree list (the profile menu shows it). */
  treeRenamed(teamtreeId: string, name: string): void {
    this.change(teamtreeId, (answer) => ({ kind: 'applied', answer: { ...answer, teamtree: { ...answer.teamtree, name } } }));
    this.queryClient.setQueryData<{ teamtrees: Array<{ id: string; name: string }> }>(keys.trees, (list) =>
      list ? { ...list, teamtrees: list.teamtrees.map((tree) => (tree.id === teamtreeId ? { ...tree, name } : tree)) } : list,
    );
  }

  /** New settings (the owner's own change, from its answer): in the held tree. */
  treeSettingsChanged(teamtreeId: string, settings: TreeSettings): void {
    this.change(teamtreeId, (answer) => ({ kind: 'applied', answer: { ...answer, teamtree: { ...answer.teamtree, settings } } }));
  }

  /** One re-read of the tree; changes meanwhile wait for it. */
  catchUp(teamtreeId: string): void {
    this.reread(teamtreeId);
  }

  private change(teamtreeId: string, change: TreeChange): void {
    const key = keys.tree(teamtreeId);
    const state = this.queryClient.getQueryState(key);
    if (!state) return; // nothing held: the first read brings everything
    if (state.fetchStatus === 'fetching') {
      this.enqueue(teamtreeId, change);
      return;
    }
    const answer = this.queryClient.getQueryData<TreeAnswer>(key);
    if (!answer) return;
    this.run(teamtreeId, answer, change, true);
  }

  private run(teamtreeId: string, answer: TreeAnswer, change: TreeChange, mayReread: boolean): TreeAnswer {
    const outcome = change(answer);
    if (outcome.kind === 'applied') {
      this.stats.applied++;
      // Changes still in the outbox stay shown over the new answer.
      const shown = withPending(outcome.answer);
      this.queryClient.setQueryData(keys.tree(teamtreeId), shown);
      return shown;
    }
    if (outcome.kind === 'ignored') this.stats.ignored++;
    else {
      this.stats.gaps++;
      if (mayReread) this.reread(teamtreeId);
    }
    return answer;
  }

  private enqueue(teamtreeId: string, change: TreeChange): void {
    const list = this.waiting.get(teamtreeId);
    if (list) list.push(change);
    else this.waiting.set(teamtreeId, [change]);
  }

  private reread(teamtreeId: string): void {
    if (!this.rereading.has(teamtreeId)) this.readAgain(teamtreeId);
  }

  private readAgain(teamtreeId: string): void {
    this.rereading.set(teamtreeId, (this.rereading.get(teamtreeId) ?? 0) + 1);
    this.stats.rereads++;
    void this.queryClient
      .invalidateQueries({ queryKey: keys.tree(teamtreeId), exact: true }, { cancelRefetch: false })
      .finally(() => {
        const left = this.rereading.get(teamtreeId)! - 1;
        if (left > 0) this.rereading.set(teamtreeId, left);
        else this.rereading.delete(teamtreeId);
      });
  }

  /** A read of the tree landed (or failed): apply what waited for it. */
  private flush(teamtreeId: string): void {
    const list = this.waiting.get(teamtreeId);
    if (!list) return;
    this.waiting.delete(teamtreeId);
    let answer = this.queryClient.getQueryData<TreeAnswer>(keys.tree(teamtreeId));
    if (!answer) return;
    // A gap found now is older than the answer just read: no second re-read.
    const mayReread = !this.rereading.has(teamtreeId);
    for (const change of list) answer = this.run(teamtreeId, answer, change, mayReread);
  }
}

const instances = new WeakMap<QueryClient, TreeSync>();

/** The one TreeSync of a query client (events and one's own changes go through the same one). */
export function treeSyncOf(queryClient: QueryClient): TreeSync {
  let sync = instances.get(queryClient);
  if (!sync) instances.set(queryClient, (sync = new TreeSync(queryClient)));
  return sync;
}
