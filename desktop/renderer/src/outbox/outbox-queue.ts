import { isProfileEntry, isTempId, type OutboxEntry } from './outbox-entry';

/**
 * The queue's pure rules: order, the temporary ids of created partners, versions carried on,
 * and what must wait. Every function answers a new list (entries are replaced, never changed).
 */

export const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

/** The entry added at the end of the queue (its `seq` after every other). */
export function appendEntry(queue: readonly OutboxEntry[], entry: Omit<OutboxEntry, 'seq'>): OutboxEntry[] {
  const seq = queue.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
  return [...queue, { ...entry, seq }];
}

export function replaceEntry(queue: readonly OutboxEntry[], key: string, change: (entry: OutboxEntry) => OutboxEntry): OutboxEntry[] {
  return queue.map((entry) => (entry.key === key ? change(entry) : entry));
}

export const removeEntry = (queue: readonly OutboxEntry[], key: string) => queue.filter((entry) => entry.key !== key);

const swap = (value: unknown, from: string, to: string) => (value === from ? to : value);

/**
 * A created partner landed: every entry naming its temporary id (the profile written, the id in
 * the query or body, a new parent) names the real one from now on.
 */
export function rewriteTempId(queue: readonly OutboxEntry[], tempId: string, realId: string): OutboxEntry[] {
  return queue.map((entry) => {
    const { request, base } = entry;
    const body = request.body;
    const names =
      entry.profileId === tempId ||
      request.query?.id === tempId ||
      body?.id === tempId ||
      body?.parentId === tempId ||
      body?.profileId === tempId ||
      base?.profile.parentId === tempId;
    if (!names) return entry;
    return {
      ...entry,
      profileId: entry.profileId === tempId ? realId : entry.profileId,
      request: {
        ...request,
        query: request.query && { ...request.query, id: swap(request.query.id, tempId, realId) as string },
        body: body && { ...body, id: swap(body.id, tempId, realId), parentId: swap(body.parentId, tempId, realId), ...('profileId' in body ? { profileId: swap(body.profileId, tempId, realId) } : {}) },
      },
      base: base && { ...base, profile: { ...base.profile, parentId: swap(base.profile.parentId, tempId, realId) as string | null } },
    };
  });
}

/**
 * An update of a profile landed as `toVersion`: later updates of it, made on top of the version
 * it replaced, are sent with the new one (they never reached the server, so their body may change).
 */
export function carryVersion(queue: readonly OutboxEntry[], profileId: string, fromVersion: number, toVersion: number): OutboxEntry[] {
  return queue.map((entry) => {
    if (entry.profileId !== profileId || entry.kind !== 'update' || entry.attempted || entry.request.body?.version !== fromVersion) return entry;
    return {
      ...entry,
      request: { ...entry.request, body: { ...entry.request.body, version: toVersion } },
      base: entry.base && { ...entry.base, version: toVersion },
    };
  });
}

/** The temporary ids an entry depends on (the profile itself, a new parent). */
export function tempIdsOf(entry: OutboxEntry): string[] {
  const ids = new Set<string>();
  if (entry.kind !== 'create' && isTempId(entry.profileId)) ids.add(entry.profileId);
  const parentId = entry.request.body?.parentId;
  if (typeof parentId === 'string' && isTempId(parentId)) ids.add(parentId);
  return [...ids];
}

/**
 * Why an entry cannot be sent (null: it can): it refers to a partner created offline whose
 * create was refused or discarded, so the partner will never exist.
 */
export function missingDependency(queue: readonly OutboxEntry[], entry: OutboxEntry): string | null {
  for (const id of tempIdsOf(entry)) {
    const create = queue.find((e) => e.kind === 'create' && e.profileId === id);
    if (!create || create.state === 'refused') {
      const name = create ? `'${create.label}'` : 'a partner created offline';
      return `It depends on ${name}, which was not saved.`;
    }
  }
  return null;
}

/**
 * The entry to send next: the first waiting one in order, except that an entry waits behind an
 * earlier one of the same profile that is in conflict (it builds on the change being resolved).
 */
export function nextToSend(queue: readonly OutboxEntry[]): OutboxEntry | null {
  const held = new Set<string>();
  for (const entry of [...queue].sort(bySeq)) {
    if (entry.state === 'conflict') held.add(entry.profileId);
    if (entry.state !== 'waiting' || held.has(entry.profileId)) continue;
    return entry;
  }
  return null;
}

/** The entries still to be sent for a tree (waiting, on their way, or in conflict). */
export const pendingOf = (queue: readonly OutboxEntry[], teamtreeId: string) => queue.filter((e) => e.teamtreeId === teamtreeId && e.state !== 'refused');

/** The profiles shown with a change of their own not yet on the server (a waiting note is shown in the timeline instead). */
export function waitingProfileIds(queue: readonly OutboxEntry[]): Set<string> {
  return new Set(queue.filter((e) => e.state !== 'refused' && isProfileEntry(e)).map((e) => e.profileId));
}
