import { t } from '../i18n/i18n';
import type { OutboxEntry, OutboxKind } from './outbox-entry';

/** The outbox's words (the button in the top bar, the list), in the language shown. */

export const waitingText = (count: number) => t('outbox.waiting', { count });

export const waitingMark = () => t('outbox.waitingMark');

const kindOf = (entry: OutboxEntry): OutboxKind | 'move' =>
  entry.kind === 'update' && typeof entry.request.body?.parentId === 'string' && Object.keys(entry.request.body).length <= 3 ? 'move' : entry.kind;

export const kindText = (entry: OutboxEntry) => t(`outbox.kinds.${kindOf(entry)}`);
export const stateText = (entry: OutboxEntry) => t(`outbox.states.${entry.state}`);

/** An entry's data as text, to keep a refused change somewhere else. */
export function entryText(entry: OutboxEntry): string {
  return JSON.stringify({ partner: entry.label, change: kindText(entry), reason: entry.error, request: entry.request, madeAt: entry.createdAt }, null, 2);
}
