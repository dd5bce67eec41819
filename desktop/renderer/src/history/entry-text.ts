import { HISTORY_FIELDS, type FollowUpAction, type HistoryChange, type HistoryEntry, type HistoryField } from '@shared/schemas/history';
import { formatCount, formatDay, formatPeriod, localeOf } from '../i18n/formats';
import { currentLanguage, t } from '../i18n/i18n';

/**
 * A history entry as one sentence in the language shown ('Anna Müller changed the bill date from
 * 15.03.2031 to 01.04.2031'; for a READ member 'changed the phone number (hidden)'), with dates as
 * the app shows them (dd.MM.yyyy) and fields named as the partner form labels them; and its time,
 * relative ('5 minutes ago') and exact. The texts are the catalogue's `history.*`, read when shown.
 */

/** A change of a partner's own field (a note's or task's entry names their fields: followUpText). */
type PartnerChange = HistoryChange & { field: HistoryField };
const isPartnerChange = (change: HistoryChange): change is PartnerChange => (HISTORY_FIELDS as readonly string[]).includes(change.field);

/** Names a partner by id (the tree as the page holds it); null when the tree holds no such partner. */
export type NameOf = (profileId: string) => string | null;

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** '1 partner', '1458 partners' ('1.458 Partner' in German). */
export const partnersText = (count: number) => t('history.partners', { count, number: formatCount(count, currentLanguage()) });

function valueText(field: HistoryField, value: unknown, nameOf: NameOf): string {
  if (value === null || value === undefined || value === '') return t('history.empty');
  switch (field) {
    case 'birthday':
    case 'billDate':
      return formatDay(String(value), currentLanguage());
    case 'categories': {
      const items = listOf(value) as Array<{ name?: unknown; value?: unknown }>;
      return items.length ? items.map((c) => `${String(c.name)}: ${String(c.value)}`).join(', ') : t('history.empty');
    }
    case 'reminders': {
      const count = listOf(value).length;
      return t('history.reminders', { count, number: formatCount(count, currentLanguage()) });
    }
    case 'parentId':
      return nameOf(String(value)) ?? t('history.goneUpline');
    default:
      return t('history.quoted', { value: String(value) });
  }
}

/**
 * 'the bill date from 15.03.2031 to 01.04.2031' (`partner`: 'the bill date of Bert from ...'); a
 * field hidden from the reader (`hidden`, the READ member's hidden fields) says so instead of
 * showing the emptied values: 'the phone number (hidden)'.
 */
export function changeText(change: PartnerChange, nameOf: NameOf, partner: string | null = null, hidden: readonly string[] = []): string {
  const field = t(`history.fields.${change.field}`);
  if (hidden.includes(change.field)) return partner === null ? t('history.hiddenChange', { field }) : t('history.hiddenChangeOf', { field, partner });
  const values = { field, before: valueText(change.field, change.before, nameOf), after: valueText(change.field, change.after, nameOf) };
  return partner === null ? t('history.change', values) : t('history.changeOf', { ...values, partner });
}

function joined(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return t('history.listLast', { list: parts.slice(0, -1).join(t('history.listJoin')), last: parts[parts.length - 1] });
}

export function whoText(entry: Pick<HistoryEntry, 'user'>): string {
  return entry.user ? `${entry.user.firstName} ${entry.user.lastName}`.trim() : t('history.formerMember');
}

/**
 * The sentence of an entry. `ofPartner`: the list is the partner's own (its History tab), so the
 * partner is not named again; in the tree's activity it is ('changed the name of Bert from ...').
 */
export function entryText(entry: HistoryEntry, nameOf: NameOf, ofPartner: boolean, hidden: readonly string[] = []): string {
  const who = whoText(entry);
  const partner = entry.profileName || t('history.aPartner');
  const named = ofPartner ? null : partner;
  // 'the name of Bert from “Bert” to “Berta” and the phone number from ...'
  const changes = joined(entry.changes.filter(isPartnerChange).map((c, i) => changeText(c, nameOf, i === 0 ? named : null, hidden)));
  const below = partnersText(entry.count - 1);
  switch (entry.action) {
    case 'create':
      return t('history.created', { who, partner });
    case 'update':
      return changes ? t('history.updated', { who, changes }) : t('history.savedUnchanged', { who, partner });
    case 'move': {
      const parent = entry.changes.find((c) => c.field === 'parentId');
      if (!parent) return t('history.moved', { who, partner });
      return t('history.movedFromTo', { who, partner, before: valueText('parentId', parent.before, nameOf), after: valueText('parentId', parent.after, nameOf) });
    }
    case 'placeholder':
      return t('history.placeholder', { who, partner: ofPartner ? t('history.thisPartner') : partner });
    case 'delete':
      return entry.count > 1 ? t('history.deletedWithBelow', { who, partner, below }) : t('history.deleted', { who, partner });
    case 'restore':
      return entry.count > 1 ? t('history.restoredWithBelow', { who, partner, below }) : t('history.restored', { who, partner });
    case 'import':
      return t('history.imported', { who, partners: partnersText(entry.count) });
    case 'undo':
      if (changes) return t('history.undidChanges', { who, changes });
      return named === null ? t('history.undid', { who }) : t('history.undidOf', { who, partner });
    case 'figures':
      return t('history.figuresWritten', { who, month: figuresMonth(entry), partners: partnersText(entry.count) });
    default:
      return followUpText(entry, entry.action, who, ofPartner || !entry.profileName ? null : entry.profileName);
  }
}

/** 'November 2026': the month a figures entry wrote (its one change, docs/figures.md "History and undo"). */
function figuresMonth(entry: HistoryEntry): string {
  const period = entry.changes.find((c) => c.field === 'period')?.after;
  if (typeof period !== 'string' || !/^\d{4}-\d{2}$/.test(period)) return '';
  return formatPeriod(period, currentLanguage());
}

/** A member as an entry's change names them (`{id, firstName, lastName}`), or null. */
function personName(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const { firstName, lastName } = value as { firstName?: unknown; lastName?: unknown };
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return name || null;
}

/**
 * The sentence of a note's or task's entry (docs/follow-ups.md "History"): 'added a note to
 * Bert', 'ticked off the task “Call back”'; the partner is named outside its own History tab.
 */
function followUpText(entry: HistoryEntry, action: FollowUpAction, who: string, partner: string | null): string {
  const of = partner === null ? '' : t('history.followUps.ofPartner', { partner });
  const change = (field: string) => entry.changes.find((c) => c.field === field);
  const title = change('title');
  const titleText = title && typeof (title.after ?? title.before) === 'string' ? String(title.after ?? title.before) : null;
  const task = titleText === null ? t('history.followUps.aTask') : t('history.followUps.theTask', { title: titleText });
  switch (action) {
    case 'activity-create':
      return t('history.followUps.noteAdded', { who, of });
    case 'activity-update':
      return t('history.followUps.noteChanged', { who, of });
    case 'activity-delete':
      return t('history.followUps.noteDeleted', { who, of });
    case 'task-create':
      return t('history.followUps.taskAdded', { who, task, of });
    case 'task-delete':
      return t('history.followUps.taskDeleted', { who, task, of });
    case 'task-update': {
      const done = change('done');
      if (done && done.after === true) return t('history.followUps.taskDone', { who, task, of });
      if (done && done.after === false) return t('history.followUps.taskReopened', { who, task, of });
      const to = entry.changes.length === 1 ? personName(change('assignee')?.after) : null;
      if (to) return t('history.followUps.taskHanded', { who, task, of, to });
      return t('history.followUps.taskChanged', { who, task, of });
    }
  }
}

/** What kind of change an entry is, as the activity's filter names it ('Added', 'Changed', ...). */
export const actionLabel = (action: HistoryEntry['action']) => t(`history.actions.${action}`);

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat }>();
function formatsOf(language: ReturnType<typeof currentLanguage>) {
  let found = formats.get(language);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(localeOf(language, 'calendar'), { day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: new Intl.DateTimeFormat(localeOf(language, 'moments'), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      relative: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
    };
    formats.set(language, found);
  }
  return found;
}

/** '15.03.2031 14:05' in the device's time zone. */
export function exactTime(at: string): string {
  const d = new Date(at);
  const { day, time } = formatsOf(currentLanguage());
  return `${day.format(d)} ${time.format(d)}`;
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' (from `now`); 'gerade eben', 'vor 5 Minuten', 'gestern' in German. */
export function relativeTime(at: string, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return t('history.justNow');
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (Math.abs(seconds) >= length || name === 'minute') [unit, size] = [name, length];
  }
  return formatsOf(currentLanguage()).relative.format(Math.round(seconds / size), unit);
}

/** The toast after one's own change that can be offered for undo ('Changes to Bert saved.'); null for any other entry. */
export function ownChangeNotice(entry: HistoryEntry): string | null {
  const name = entry.profileName || t('history.thePartner');
  switch (entry.action) {
    case 'create':
      return t('history.noticeAdded', { name });
    case 'update':
      return t('history.noticeSaved', { name });
    case 'move':
      return t('history.noticeMoved', { name });
    case 'placeholder':
      return t('history.noticePlaceholder');
    case 'delete':
      return entry.count > 1 ? t('history.noticeDeletedWithBelow', { name, below: partnersText(entry.count - 1) }) : t('history.noticeDeleted', { name });
    case 'restore':
      return t('history.noticeRestored', { partners: partnersText(entry.count) });
    default:
      return null;
  }
}
