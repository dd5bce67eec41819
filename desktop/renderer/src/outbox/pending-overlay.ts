import type { TreeAnswer } from '../realtime/tree-patch';
import { layPending } from './outbox-overlay';
import { outboxEntries } from './outbox-store';

/**
 * The one place tree answers pass on their way into the cache (api/teamtree.ts fetchTree,
 * realtime/tree-sync.ts): the outbox's pending changes laid over them.
 */
export const withPending = (answer: TreeAnswer): TreeAnswer => layPending(answer, outboxEntries());

