import type { MergeValues } from '@shared/domain/field-merge';

/**
 * One intended profile write kept in the outbox (docs/offline.md "The outbox (client)"): the HTTP
 * request as it will be sent, under its own Idempotency-Key, and what the list and the merge need.
 * Entries are plain data (kept in IndexedDB), so any later build can send them.
 */

export type OutboxKind = 'create' | 'update' | 'delete' | 'placeholder';
/** `waiting`: to be sent; `sending`: on its way; `conflict`: the user chooses; `refused`: the server said no for good. */
export type OutboxState = 'waiting' | 'sending' | 'conflict' | 'refused';

export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** What an update started from: the profile's merge values and version when the edit began. */
export interface OutboxBase {
  values: MergeValues;
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
  /** The profile written: for a create, its temporary id (`local-<uuid>`) until it lands. */
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
  theirs?: { values: MergeValues; version: number; updatedAt: string };
  /** Sent at least once: its body is frozen (the same key with another body is refused). */
  attempted?: boolean;
  createdAt: string;
}

export const TEMP_ID_PREFIX = 'local-';

export const isTempId = (id: string | null | undefined): id is string => typeof id === 'string' && id.startsWith(TEMP_ID_PREFIX);

export const newTempId = () => `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;

export const PROFILE_PATH = '/teamtree/profile';
