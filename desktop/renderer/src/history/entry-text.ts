import { formatGermanDate } from '@shared/domain/calendar-date';
import type { HistoryChange, HistoryEntry, HistoryField } from '@shared/schemas/history';

/**
 * A history entry as one English sentence ('Anna Müller changed the bill date from 15.03.2031
 * to 01.04.2031'; for a READ member 'changed the phone number (hidden)'), with dates as the app shows them (dd.MM.yyyy) and fields named as the
 * partner form labels them; and its time, relative ('5 minutes ago') and exact.
 */

const FIELD_NAMES: Record<HistoryField, string> = {
  name: 'the name',
  phone: 'the phone number',
  birthday: 'the birthday',
  billDate: 'the bill date',
  categories: 'the categories',
  reminders: 'the reminders',
  parentId: 'the upline',
};

/** Names a partner by id (the tree as the page holds it); null when the tree holds no such partner. */
export type NameOf = (profileId: string) => string | null;

const EMPTY = '(empty)';
/** A value the tree's owner hides from the reader (a READ member): the server sent it empty. */
const HIDDEN = '(hidden)';

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function valueText(field: HistoryField, value: unknown, nameOf: NameOf): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field) {
    case 'birthday':
    case 'billDate':
      return formatGermanDate(String(value));
    case 'categories': {
      const items = listOf(value) as Array<{ name?: unknown; value?: unknown }>;
      return items.length ? items.map((c) => `${String(c.name)}: ${String(c.value)}`).join(', ') : EMPTY;
    }
    case 'reminders': {
      const count = listOf(value).length;
      return count === 1 ? '1 reminder' : `${count} reminders`;
    }
    case 'parentId':
      return nameOf(String(value)) ?? 'a partner no longer in the tree';
    default:
      return `“${String(value)}”`;
  }
}

/**
 * 'the bill date from 15.03.2031 to 01.04.2031'; a field hidden from the reader (`hidden`, the
 * READ member's hidden fields) says so instead of showing the emptied values: 'the phone number (hidden)'.
 */
export function changeText(change: HistoryChange, nameOf: NameOf, of = '', hidden: readonly string[] = []): string {
  if (hidden.includes(change.field)) return `${FIELD_NAMES[change.field]}${of} ${HIDDEN}`;
  return `${FIELD_NAMES[change.field]}${of} from ${valueText(change.field, change.before, nameOf)} to ${valueText(change.field, change.after, nameOf)}`;
}

function joined(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const partners = (n: number) => (n === 1 ? '1 partner' : `${n} partners`);

export function whoText(entry: Pick<HistoryEntry, 'user'>): string {
  return entry.user ? `${entry.user.firstName} ${entry.user.lastName}`.trim() : 'A former member';
}

/**
 * The sentence of an entry. `ofPartner`: the list is the partner's own (its History tab), so the
 * partner is not named again; in the tree's activity it is ('changed the name of Bert from ...').
 */
export function entryText(entry: HistoryEntry, nameOf: NameOf, ofPartner: boolean, hidden: readonly string[] = []): string {
  const who = whoText(entry);
  const partner = entry.profileName || 'a partner';
  const of = ofPartner ? '' : ` of ${partner}`;
  // 'the name of Bert from “Bert” to “Berta” and the phone number from ...'
  const changes = joined(entry.changes.map((c, i) => changeText(c, nameOf, i === 0 ? of : '', hidden)));
  switch (entry.action) {
    case 'create':
      return `${who} added ${partner}`;
    case 'update':
      return changes ? `${who} changed ${changes}` : `${who} saved ${partner} without changes`;
    case 'move': {
      const parent = entry.changes.find((c) => c.field === 'parentId');
      if (!parent) return `${who} moved ${partner}`;
      return `${who} moved ${partner} from under ${valueText('parentId', parent.before, nameOf)} to under ${valueText('parentId', parent.after, nameOf)}`;
    }
    case 'placeholder':
      return `${who} replaced ${ofPartner ? 'this partner' : partner} by a placeholder`;
    case 'delete':
      return entry.count > 1 ? `${who} deleted ${partner} and ${partners(entry.count - 1)} below` : `${who} deleted ${partner}`;
    case 'restore':
      return `${who} restored ${partner}${entry.count > 1 ? ` with ${partners(entry.count - 1)} below` : ''}`;
    case 'import':
      return `${who} imported ${partners(entry.count)}`;
    case 'undo':
      return changes ? `${who} undid a change: ${changes}` : `${who} undid a change${of}`;
  }
}

/** What kind of change an entry is, as the activity's filter names it. */
export const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  create: 'Added',
  update: 'Changed',
  move: 'Moved',
  placeholder: 'Placeholder',
  delete: 'Deleted',
  restore: 'Restored',
  import: 'Imported',
  undo: 'Undone',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** '15.03.2031 14:05' in the device's time zone. */
export function exactTime(at: string): string {
  const d = new Date(at);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' (from `now`). */
export function relativeTime(at: string, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (Math.abs(seconds) >= length || name === 'minute') [unit, size] = [name, length];
  }
  return relative.format(Math.round(seconds / size), unit);
}

/** The toast after one's own change that can be offered for undo ('Changes to Bert saved.'); null for any other entry. */
export function ownChangeNotice(entry: HistoryEntry): string | null {
  const name = entry.profileName || 'The partner';
  switch (entry.action) {
    case 'create':
      return `${name} added.`;
    case 'update':
      return `Changes to ${name} saved.`;
    case 'move':
      return `${name} moved.`;
    case 'placeholder':
      return 'Replaced by a placeholder.';
    case 'delete':
      return entry.count > 1 ? `${name} and ${partners(entry.count - 1)} below deleted.` : `${name} deleted.`;
    case 'restore':
      return `${partners(entry.count)} restored.`;
    default:
      return null;
  }
}
