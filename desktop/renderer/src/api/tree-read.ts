import { statusTreeDelta, statusTreeEnvelope, type StatusTreeAnswer } from '@shared/schemas/teamtree';
import { newestChange } from '@shared/domain/newest-change';
import { maskKeyOf } from '@shared/domain/read-privacy';
import { applyDelta } from '../realtime/tree-patch';
import { takeEarlyTree } from './early-tree';
import { api } from './instance';

/**
 * Reading one tree's status as cheaply as what the page holds allows:
 *
 * - nothing held: the whole tree (the first time, possibly the answer the page's early script
 *   asked for before this code arrived: api/early-tree.ts);
 * - held: only what changed since the last read (`since`: the latest `updatedAt` that read
 *   brought, docs/profiles.md "Reading whole trees"), asked with that read's ETag so an
 *   unchanged tree is a 304 without a body. The changes are merged into the held tree
 *   (`applyDelta`); when they cannot be (profiles were deleted meanwhile, or the fields hidden
 *   from the caller changed: docs/privacy.md "What READ members see"), the whole tree is read.
 *
 * The held tree may carry changes from events and one's own answers since the last read; each
 * was the server's, so it also changed the server's tag and `updatedAt`, and merging by version
 * keeps whichever is newer.
 */

/** The tree as it now stands; `whole` when it came in one answer (its profiles not yet checked one by one). */
export interface TreeRead {
  answer: StatusTreeAnswer;
  whole: boolean;
}

interface LastRead {
  etag: string | null;
  /** The latest `updatedAt` of the profiles read (null: none). */
  since: string | null;
}

const lastReads = new Map<string, LastRead>();
const PATH = '/teamtree/status';

/** The whole tree with its tag: the page's early request when it asked for this one (api/early-tree.ts), else a request now. */
async function fetchWhole(teamtreeId: string): Promise<{ etag: string | null; data: unknown }> {
  const early = await takeEarlyTree(teamtreeId, api.session.token);
  if (early) {
    const parsed = statusTreeEnvelope.safeParse(early.body);
    if (!parsed.success) throw new Error(`Unexpected answer from GET ${PATH}`);
    return { etag: early.etag, data: parsed.data };
  }
  const read = await api.getUnlessUnchanged(PATH, null, { query: { teamtreeId }, schema: statusTreeEnvelope });
  // Asked without a tag, the server has nothing to call unchanged.
  if (read.unchanged) throw new Error(`Unexpected answer from GET ${PATH}`);
  return read;
}

async function readWhole(teamtreeId: string): Promise<TreeRead> {
  const read = await fetchWhole(teamtreeId);
  // Its profiles are checked by the caller, after the tree is drawn (api/profile-check.ts); one that
  // is not a profile shows the load error then, whatever it did to `since`.
  const answer = read.data as unknown as StatusTreeAnswer;
  lastReads.set(teamtreeId, { etag: read.etag, since: newestChange(answer.teamtree.profiles) });
  return { answer, whole: true };
}

/** Reads a tree; `held` answers what the page holds at the moment it is asked. */
export async function readTree(teamtreeId: string, held: () => StatusTreeAnswer | undefined): Promise<TreeRead> {
  const last = lastReads.get(teamtreeId);
  if (!held() || !last?.since) return readWhole(teamtreeId);
  const read = await api.getUnlessUnchanged(PATH, last.etag, { query: { teamtreeId, since: last.since }, schema: statusTreeDelta });
  const current = held();
  if (!current) return readWhole(teamtreeId);
  if (read.unchanged) return { answer: current, whole: false };
  // Profiles held under other hidden fields (the owner changed what READ members see, or the
  // caller's permission changed) are not changed by a change of the setting: read them all.
  const merged = maskKeyOf(current) === maskKeyOf(read.data) ? applyDelta(current, read.data) : null;
  if (!merged) return readWhole(teamtreeId);
  // Every profile of the answer changed after `since`.
  lastReads.set(teamtreeId, { etag: read.etag, since: newestChange(read.data.teamtree.profiles) ?? last.since });
  return { answer: merged, whole: false };
}
