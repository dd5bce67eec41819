import type { OutboxEntry, OutboxKind, OutboxState } from './outbox-entry';

/** The outbox's words (the button in the top bar, the list). */

export const waitingText = (count: number) => (count === 1 ? '1 change waiting' : `${count} changes waiting`);

export const WAITING_MARK = 'Waiting to be sent';

const KIND_TEXT: Record<OutboxKind, string> = {
  create: 'New partner',
  update: 'Change',
  delete: 'Delete',
  placeholder: 'Placeholder',
};

const STATE_TEXT: Record<OutboxState, string> = {
  waiting: WAITING_MARK,
  sending: 'Sending…',
  conflict: 'Changed by someone else meanwhile: choose what to keep',
  refused: 'Not saved',
};

export const kindText = (entry: OutboxEntry) => (entry.kind === 'update' && typeof entry.request.body?.parentId === 'string' && Object.keys(entry.request.body).length <= 3 ? 'Move' : KIND_TEXT[entry.kind]);
export const stateText = (entry: OutboxEntry) => STATE_TEXT[entry.state];

/** An entry's data as text, to keep a refused change somewhere else. */
export function entryText(entry: OutboxEntry): string {
  return JSON.stringify({ partner: entry.label, change: kindText(entry), reason: entry.error, request: entry.request, madeAt: entry.createdAt }, null, 2);
}
