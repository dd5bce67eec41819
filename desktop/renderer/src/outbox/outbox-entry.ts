import type { MergeSource } from '@shared/domain/field-merge';

/**
 * One intended write kept in the outbox (docs/offline.md "The outbox (client)"): the HTTP
 * request as it will be sent, under its own Idempotency-Key, and what the list and the merge need.
 * Entries are plain data (kept in IndexedDB), so any later build can send them. A partner's own
 * writes (`PROFILE_KINDS`) change the tree shown; a note, a task and a task's tick
 * (`FOLLOW_UP_KINDS`, docs/follow-ups.md "Offline") show in the partner's timeline and task lists.
 */

export const PROFILE_KINDS = ['create', 'update', 'delete', 'placeholder'] as const;
export const FOLLOW_UP_KINDS = ['note', 'task', 'tick'] as const;
export type OutboxKind = (typeof PROFILE_KINDS)[number] | (typeof FOLLOW_UP_KINDS)[number];
/** `waiting`: to be sent; `sending`: on its way; `conflict`: the user chooses; `refused`: the server said no for good. */
export type OutboxState = 'waiting' | 'sending' | 'conflict' | 'refused';

export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A profile as an update started from (or as the server had it at a conflict): its fields the
 * merge compares, its version and `updatedAt`. Kept as the answer's fields; the merge reads them.
 */
export interface OutboxBase {
  profile: MergeSource;
  version: number;
  /** The profile's `updatedAt` then: a stale answer reads what changed after it. */
  updatedAt: string;
}

export interface OutboxEntry {
  /** A UUID, sent as the Idempotency-Key. */
  key: string;
  /** The order of sending (ascending). */
  seq: number;
  teamtreeId: string;
  kind: OutboxKind;
  /** The profile written (a follow-up's partner; '' for a task of no partner): for a create, its temporary id (`local-<uuid>`) until it lands. */
  profileId: string;
  request: OutboxRequest;
  base?: OutboxBase;
  /** A placeholder's: the version the user saw (its answer carries no profile; applied only onto that one). */
  seenVersion?: number;
  /** The partner's name, for the list. */
  label: string;
  state: OutboxState;
  /** The server's reason (refused), or what the conflict is about. */
  error?: string;
  /** The server's profile when a conflict was found (the conflict view's 'Their change'). */
  theirs?: OutboxBase;
  /** Sent at least once: its body is frozen (the same key with another body is refused). */
  attempted?: boolean;
  createdAt: string;
}

export const TEMP_ID_PREFIX = 'local-';

export const isTempId = (id: string | null | undefined): id is string => typeof id === 'string' && id.startsWith(TEMP_ID_PREFIX);

export const newTempId = () => `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;

export const PROFILE_PATH = '/teamtree/profile';
export const ACTIVITY_PATH = '/teamtree/activity';
export const TASK_PATH = '/teamtree/task';

/** Whether the entry is a partner's own write (the tree shows it), not a note's or task's. */
export const isProfileEntry = (entry: Pick<OutboxEntry, 'kind'>): boolean => (PROFILE_KINDS as readonly string[]).includes(entry.kind);

/** A profile as an outbox base (its merge fields, version and time). */
export function baseOf(profile: MergeSource & { version: number; updatedAt: string }, version = profile.version): OutboxBase {
  const { name, phone, birthday, billDate, reminders, categories, parentId } = profile;
  return { profile: { name, phone, birthday, billDate, reminders, categories, parentId }, version, updatedAt: profile.updatedAt };
}
