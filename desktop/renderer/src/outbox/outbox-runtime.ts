import { IDEMPOTENCY_KEY_HEADER } from '@shared/schemas/idempotency';
import { ApiError, errorMessage, isAbort, OFFLINE_KEPT } from '../api/errors';
import { api } from '../api/instance';
import { queryClient } from '../api/query-client';
import { onServerBack } from '../offline/reachability';
import { onReconnected } from '../realtime/socket';
import { treeSyncOf } from '../realtime/tree-sync';
import { useAuth } from '../session/auth-store';
import { useNotice } from '../stores/notice-store';
import { cannotReach } from './cannot-reach';
import type { OutboxEntry } from './outbox-entry';
import { retryDelay, verdictOf } from './outbox-answers';
import { applyLanded, readProfileNow, relayTree, rereadWhole } from './outbox-cache';
import { showMoveAtOnce } from './move-shown-at-once';
import { afterNextPaint } from '../lib/after-next-paint';
import { appendEntry, carryVersion, missingDependency, nextToSend, pendingOf, removeEntry, replaceEntry, rewriteTempId, tempIdsOf } from './outbox-queue';
import { changeOutbox, onOtherTabChange, openOutbox, outboxEntries, outboxScope, useOutbox } from './outbox-store';
import type { WriteDraft } from './write-drafts';
import type { MergeValues } from '@shared/domain/field-merge';

/**
 * The outbox at work (docs/offline.md "The outbox (client)"): a profile write is sent at once
 * when it can be, else kept (committed to IndexedDB first), shown over the tree, and sent in
 * order, one at a time, each under its own Idempotency-Key, whenever the server may answer again
 * (the browser going online, the realtime socket reconnecting, the server answering the
 * reachability probe again, the app starting with a kept queue, and retries after 2 s doubling
 * to 60 s).
 */

const send = (entry: Pick<OutboxEntry, 'key' | 'request'>, signal?: AbortSignal) =>
  api.request(entry.request.method, entry.request.path, {
    query: entry.request.query,
    body: entry.request.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: entry.key },
    signal,
  });

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Whether a new write of the tree must queue behind others (order is kept) or may go now. */
function mustQueue(draft: WriteDraft): boolean {
  return !online() || pendingOf(outboxEntries(), draft.teamtreeId).length > 0 || tempIdsOf({ ...draft, key: '', seq: 0, state: 'waiting', createdAt: '' }).length > 0;
}

export type WriteOutcome = { queued: false; answer: unknown } | { queued: true };

/**
 * A profile write: sent directly with its key, or, when the server cannot be reached (or the
 * write must wait behind kept ones), kept in the outbox and shown at once. Aborting `signal`
 * (Cancel) before the write is kept sends and keeps nothing; any other refusal throws as before.
 */
export async function submitWrite(draft: WriteDraft, signal?: AbortSignal): Promise<WriteOutcome> {
  startOutbox();
  const key = crypto.randomUUID();
  let attempted = false;
  let unshow: (() => void) | null = null;
  if (!mustQueue(draft)) {
    unshow = showMoveAtOnce(queryClient, draft, key);
    try {
      // A move is drawn before it is sent: the other members' pages, busy laying the tree out
      // again once the server tells them, do not hold up the mover's own frame.
      if (unshow) await afterNextPaint();
      const answer = await send({ key, request: draft.request }, signal);
      applyLanded(queryClient, { ...draft, key, seq: 0, state: 'waiting', createdAt: '' }, answer);
      return { queued: false, answer };
    } catch (error) {
      if (isAbort(error) || signal?.aborted || !cannotReach(error)) {
        unshow?.();
        throw error;
      }
      attempted = true;
    }
  }
  if (signal?.aborted) unshow?.();
  signal?.throwIfAborted();
  await changeOutbox((queue) => appendEntry(queue, { ...draft, key, state: 'waiting', attempted, createdAt: new Date().toISOString() }));
  relayTree(queryClient, draft.teamtreeId);
  useNotice.getState().show(OFFLINE_KEPT);
  if (attempted) schedule(retryDelay(++failures));
  else void drain();
  return { queued: true };
}

/* ---------- Sending ---------- */

let draining = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(delay: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void drain();
  }, delay);
}

/** Try now (the server may answer again): the backoff starts over. */
function wake(): void {
  failures = 0;
  if (timer) clearTimeout(timer);
  timer = null;
  void drain();
}

const setState = (entry: OutboxEntry, change: Partial<OutboxEntry>) => changeOutbox((queue) => replaceEntry(queue, entry.key, (e) => ({ ...e, ...change })));

async function refuse(entry: OutboxEntry, reason: string): Promise<void> {
  await setState(entry, { state: 'refused', error: reason });
  await rereadWhole(queryClient, entry.teamtreeId).catch(() => relayTree(queryClient, entry.teamtreeId));
}

async function landed(entry: OutboxEntry, answer: unknown): Promise<void> {
  const profile = (answer as { profile?: { id: string; version: number } } | null)?.profile;
  await changeOutbox((queue) => {
    let next = removeEntry(queue, entry.key);
    if (entry.kind === 'create' && profile) next = rewriteTempId(next, entry.profileId, profile.id);
    const sent = entry.request.body?.version;
    if (entry.kind === 'update' && profile && typeof sent === 'number') next = carryVersion(next, entry.profileId, sent, profile.version);
    return next;
  });
  applyLanded(queryClient, entry, answer);
}

async function stale(entry: OutboxEntry): Promise<void> {
  if (!entry.base) return refuse(entry, 'The partner was changed meanwhile.');
  const server = await readProfileNow(entry);
  if (!server) return refuse(entry, 'The partner was deleted meanwhile.');
  // The merge (and the phone rules it compares with) loads when first needed, not with the app.
  const { mergeStale } = await import('./outbox-merge');
  const outcome = mergeStale(entry, server, crypto.randomUUID());
  await changeOutbox((queue) => queue.map((e) => (e.key === entry.key ? outcome.entry : e)));
  treeSyncOf(queryClient).catchUp(entry.teamtreeId);
}

/**
 * A tick whose task changed meanwhile (409 with the task's version now): what the user asked,
 * done or not, is asked again of the task as it is, under a new key (a key's body is frozen).
 */
async function tickAgain(entry: OutboxEntry, versionNow: unknown): Promise<void> {
  if (typeof versionNow !== 'number') return refuse(entry, 'The task was changed meanwhile.');
  const request = { ...entry.request, body: { ...entry.request.body, version: versionNow } };
  await changeOutbox((queue) => replaceEntry(queue, entry.key, (e) => ({ ...e, key: crypto.randomUUID(), request, state: 'waiting', attempted: false })));
}

/** One entry sent; false when the queue must wait (no answer, or try again later). */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  const missing = missingDependency(outboxEntries(), entry);
  if (missing) {
    await refuse(entry, missing);
    return true;
  }
  await setState(entry, { state: 'sending', attempted: true });
  let status: number | null = 200;
  let answer: unknown = null;
  let text: string | undefined;
  let versionNow: unknown;
  try {
    answer = await send(entry);
  } catch (error) {
    if (error instanceof ApiError) [status, text, versionNow] = [error.status, errorMessage(error), error.body?.version];
    else if (cannotReach(error)) status = null;
    else [status, text] = [400, errorMessage(error)];
  }
  const verdict = verdictOf(entry.kind, status, text);
  if (verdict === 'done') await landed(entry, answer);
  else if (verdict === 'refused') await refuse(entry, text ?? 'The server refused this change.');
  else if (verdict === 'stale' && entry.kind === 'tick') await tickAgain(entry, versionNow);
  else if (verdict === 'stale') {
    try {
      await stale(entry);
    } catch {
      await setState(entry, { state: 'waiting' });
      return false;
    }
  } else {
    await setState(entry, { state: 'waiting' });
    return false;
  }
  return true;
}

/** Sends the queue in order, one entry at a time, until it is empty or must wait. */
async function sendAll(): Promise<void> {
  for (let entry = nextToSend(outboxEntries()); entry; entry = nextToSend(outboxEntries())) {
    if (!(await sendOne(entry))) {
      schedule(retryDelay(++failures));
      return;
    }
    failures = 0;
  }
}

/**
 * Sends the queue unless this tab is sending already or another tab of the app is (a Web Lock
 * per queue: one sender on the device; a tab that finds the lock taken leaves the queue to it).
 */
export async function drain(): Promise<void> {
  const { scope } = useOutbox.getState();
  // Offline, nothing is tried: the browser's `online` event wakes the outbox.
  if (draining || !scope || !online()) return;
  draining = true;
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request(`teamtree-outbox:${scope}`, { ifAvailable: true }, (lock) => (lock ? sendAll() : undefined));
    else await sendAll();
  } catch (error) {
    console.error('The outbox could not send', error);
    schedule(retryDelay(++failures));
  } finally {
    draining = false;
  }
}

/* ---------- The list's actions ---------- */

/** Takes an entry off the queue and its change off the shown tree. */
export async function discardEntry(key: string): Promise<void> {
  const entry = outboxEntries().find((e) => e.key === key);
  if (!entry) return;
  await changeOutbox((queue) => removeEntry(queue, key));
  if (entry.state !== 'refused') await rereadWhole(queryClient, entry.teamtreeId).catch(() => treeSyncOf(queryClient).catchUp(entry.teamtreeId));
  void drain();
}

/** The user's choice for a conflict: sent as a new request onto the server's version. */
export async function resolveEntry(key: string, chosen: MergeValues): Promise<void> {
  const entry = outboxEntries().find((e) => e.key === key);
  if (!entry?.theirs) return;
  const { resent } = await import('./outbox-merge');
  await changeOutbox((queue) => queue.map((e) => (e.key === key ? resent(e, chosen, entry.theirs!, crypto.randomUUID()) : e)));
  relayTree(queryClient, entry.teamtreeId);
  wake();
}

/* ---------- Start ---------- */

let started = false;

async function follow(userId: string | null): Promise<void> {
  const entries = await openOutbox(userId ? outboxScope(api.baseUrl, userId) : null);
  if (!userId || entries.length === 0) return;
  // An entry on its way when the app closed is sent again (same key: never written twice).
  if (entries.some((e) => e.state === 'sending')) await changeOutbox((queue) => queue.map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' } : e)));
  for (const teamtreeId of new Set(entries.map((e) => e.teamtreeId))) relayTree(queryClient, teamtreeId);
  wake();
}

/** Follows the signed-in account's outbox and sends it whenever the server may answer again (once). */
export function startOutbox(): void {
  if (started) return;
  started = true;
  let userId: string | null = null;
  const check = () => {
    const id = useAuth.getState().me?.id ?? null;
    if (id === userId) return;
    userId = id;
    void follow(id).catch((error: unknown) => console.error('The outbox could not be opened', error));
  };
  useAuth.subscribe(check);
  check();
  window.addEventListener('online', wake);
  onReconnected(() => wake());
  onServerBack(wake);
  // Another tab changed the queue: show what it kept, and send it if no tab is sending.
  onOtherTabChange(() => {
    for (const teamtreeId of new Set(outboxEntries().map((e) => e.teamtreeId))) relayTree(queryClient, teamtreeId);
    void drain();
  });
}
