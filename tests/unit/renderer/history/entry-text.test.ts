import { afterEach, describe, expect, it } from 'vitest';
import { UNDO_ITEM_CHANGED, UNDO_PARTNER_CHANGED, type HistoryEntry } from '@shared/schemas/history';
import { ApiError } from '../../../../desktop/renderer/src/api/errors';
import { historyErrorText } from '../../../../desktop/renderer/src/history/history-errors';
import { entryText, exactTime, ownChangeNotice, relativeTime } from '../../../../desktop/renderer/src/history/entry-text';
import { lookalikeText } from '../../../../desktop/renderer/src/history/RestoreChoice';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const names = new Map([
  ['p-root', 'Root Rita'],
  ['p-anna', 'Anna'],
]);
const nameOf = (id: string) => names.get(id) ?? null;

function entry(part: Partial<HistoryEntry>): HistoryEntry {
  return { id: 'e1', at: '2031-03-15T10:00:00.000Z', user: { id: 'u1', firstName: 'Anna', lastName: 'Müller' }, action: 'update', profileId: 'p1', profileName: 'Bert', count: 1, changes: [], undoable: false, ...part };
}

describe('history entry sentences', () => {
  it('names the field as the partner form does and shows dates as dd.MM.yyyy', () => {
    const e = entry({ changes: [{ field: 'billDate', before: '2031-03-15', after: '2031-04-01' }] });
    expect(entryText(e, nameOf, true)).toBe('Anna Müller changed the bill date from 15.03.2031 to 01.04.2031');
    expect(entryText(e, nameOf, false)).toBe('Anna Müller changed the bill date of Bert from 15.03.2031 to 01.04.2031');
  });

  it("says '(hidden)' for a field the owner hides from the reader, not the emptied values (issue 34)", () => {
    const e = entry({
      changes: [
        { field: 'phone', before: '', after: '' },
        { field: 'billDate', before: '2031-03-15', after: '2031-04-01' },
      ],
    });
    const text = entryText(e, nameOf, false, ['phone', 'birthday', 'reminders']);
    expect(text).toBe('Anna Müller changed the phone number of Bert (hidden) and the bill date from 15.03.2031 to 01.04.2031');
    expect(text).not.toContain('(empty)');
    // A member who sees the field reads its values as ever.
    expect(entryText(e, nameOf, true)).toBe('Anna Müller changed the phone number from (empty) to (empty) and the bill date from 15.03.2031 to 01.04.2031');
  });

  it('joins several changes and shows empty values, categories and reminders', () => {
    const e = entry({
      changes: [
        { field: 'name', before: 'Bert', after: 'Berta' },
        { field: 'phone', before: '', after: '+49 151 1234567' },
        { field: 'categories', before: [], after: [{ name: 'Level', value: 'Gold' }] },
        { field: 'reminders', before: [{ text: 'a', done: false }], after: [] },
      ],
    });
    expect(entryText(e, nameOf, true)).toBe(
      'Anna Müller changed the name from “Bert” to “Berta”, the phone number from (empty) to “+49 151 1234567”, the categories from (empty) to Level: Gold and the reminders from 1 reminder to 0 reminders',
    );
  });

  it('tells moves by the uplines’ names, downline deletes and imports by their counts, and a gone account', () => {
    expect(entryText(entry({ action: 'move', changes: [{ field: 'parentId', before: 'p-root', after: 'p-anna' }] }), nameOf, false)).toBe('Anna Müller moved Bert from under Root Rita to under Anna');
    expect(entryText(entry({ action: 'delete', count: 4 }), nameOf, false)).toBe('Anna Müller deleted Bert and 3 partners below');
    expect(entryText(entry({ action: 'import', count: 250, user: null }), nameOf, false)).toBe('A former member imported 250 partners');
    expect(entryText(entry({ action: 'figures', profileId: null, profileName: '', count: 1234, changes: [{ field: 'period', before: null, after: '2026-11' }] }), nameOf, false)).toBe(
      'Anna Müller wrote the figures of November 2026 for 1234 partners',
    );
    expect(entryText(entry({ action: 'placeholder' }), nameOf, true)).toBe('Anna Müller replaced this partner by a placeholder');
  });

  it('says how long ago, from the given now', () => {
    const at = '2031-03-15T10:00:00.000Z';
    const now = Date.parse(at);
    expect(relativeTime(at, now + 10_000)).toBe('just now');
    expect(relativeTime(at, now + 5 * 60_000)).toBe('5 minutes ago');
    expect(relativeTime(at, now + 3 * 3_600_000)).toBe('3 hours ago');
    expect(relativeTime(at, now + 26 * 3_600_000)).toBe('yesterday');
  });

  it('keeps the exact time as dd.MM.yyyy HH:mm, on the local clock', () => {
    const at = new Date('2031-03-15T10:05:00.000Z');
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
    expect(exactTime(at.toISOString())).toBe(local);
  });
});

describe('history sentences in German (issue 36)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says who changed what in German, with German dates, quotes and counts', async () => {
    await i18n.changeLanguage('de');
    const e = entry({
      changes: [
        { field: 'name', before: 'Bert', after: 'Berta' },
        { field: 'billDate', before: '2031-03-15', after: '2031-04-01' },
        { field: 'reminders', before: [{ text: 'a', done: false }], after: [] },
      ],
    });
    expect(entryText(e, nameOf, true)).toBe('Anna Müller hat den Namen von „Bert“ auf „Berta“, die Abrechnung von 15.03.2031 auf 01.04.2031 und die Erinnerungen von 1 Erinnerung auf 0 Erinnerungen geändert');
    expect(entryText(entry({ changes: [{ field: 'phone', before: '', after: '' }] }), nameOf, false, ['phone'])).toBe('Anna Müller hat bei Bert die Telefonnummer (verborgen) geändert');
    expect(entryText(entry({ action: 'import', count: 1458, user: null }), nameOf, false)).toBe('Ein ehemaliges Mitglied hat 1.458 Partner importiert');
    expect(entryText(entry({ action: 'figures', profileId: null, profileName: '', count: 1, changes: [{ field: 'period', before: null, after: '2026-03' }] }), nameOf, false)).toBe(
      'Anna Müller hat die Zahlen für März 2026 eingetragen (1 Partner)',
    );
    expect(entryText(entry({ action: 'delete', count: 2 }), nameOf, false)).toBe('Anna Müller hat Bert und 1 Partner darunter gelöscht');
    expect(entryText(entry({ action: 'move', changes: [{ field: 'parentId', before: 'p-root', after: 'p-anna' }] }), nameOf, false)).toBe('Anna Müller hat Bert verschoben (Upline: Root Rita → Anna)');
    expect(ownChangeNotice(entry({}))).toBe('Änderungen an Bert gespeichert.');
  });

  it('says how long ago and how many look alike in German', async () => {
    await i18n.changeLanguage('de');
    const at = '2031-03-15T10:00:00.000Z';
    const now = Date.parse(at);
    expect(relativeTime(at, now + 10_000)).toBe('gerade eben');
    expect(relativeTime(at, now + 5 * 60_000)).toBe('vor 5 Minuten');
    expect(relativeTime(at, now + 26 * 3_600_000)).toBe('gestern');
    expect(lookalikeText({ count: 1458, duplicates: 412 })).toBe('412 dieser 1.458 Partner ähneln Partnern, die schon im TeamTree sind.');
    expect(lookalikeText({ count: 3, duplicates: 1 })).toBe('1 dieser 3 Partner ähnelt einem Partner, der schon im TeamTree ist.');
  });

  it('keeps the English sentences of the lookalikes', () => {
    expect(lookalikeText({ count: 1458, duplicates: 412 })).toBe('412 of these 1,458 partners look like partners already in the tree.');
    expect(lookalikeText({ count: 3, duplicates: 1 })).toBe('1 of these 3 partners looks like a partner already in the tree.');
    expect(lookalikeText({ count: 1, duplicates: 1 })).toBe('This partner looks like a partner already in the tree.');
  });

  it("says the history routes' own reasons in German, and keeps the server's English text in English", async () => {
    const refused = new ApiError(409, { error: UNDO_PARTNER_CHANGED, code: 'conflict' });
    expect(historyErrorText(refused)).toBe(UNDO_PARTNER_CHANGED);
    await i18n.changeLanguage('de');
    expect(historyErrorText(refused)).toBe('Das lässt sich nicht mehr rückgängig machen: der Partner wurde seitdem geändert.');
    expect(historyErrorText(new ApiError(409, { error: UNDO_ITEM_CHANGED, code: 'conflict' }))).toBe('Das lässt sich nicht mehr rückgängig machen: die Notiz oder Aufgabe wurde seitdem geändert.');
  });

  it("tells a note's and a task's entries in both languages (docs/follow-ups.md \"History\")", async () => {
    const added = entry({ action: 'task-create', changes: [{ field: 'title', before: null, after: 'Call back' }] });
    const ticked = entry({ action: 'task-update', changes: [{ field: 'done', before: false, after: true }] });
    const note = entry({ action: 'activity-create', changes: [{ field: 'text', before: null, after: 'Met at the fair' }] });
    expect(entryText(added, nameOf, false)).toBe('Anna Müller added the task “Call back” for Bert');
    expect(entryText(ticked, nameOf, true)).toBe('Anna Müller ticked off a task');
    expect(entryText(note, nameOf, false)).toBe('Anna Müller added a note for Bert');
    expect(entryText({ ...added, profileId: null, profileName: '' }, nameOf, false)).toBe('Anna Müller added the task “Call back”');
    await i18n.changeLanguage('de');
    expect(entryText(added, nameOf, false)).toBe('Anna Müller hat die Aufgabe „Call back“ bei Bert angelegt');
    expect(entryText(ticked, nameOf, true)).toBe('Anna Müller hat eine Aufgabe erledigt');
    expect(entryText(note, nameOf, false)).toBe('Anna Müller hat eine Notiz bei Bert hinzugefügt');
  });

  it("tells a task handed to another member (a leaving member's tasks go to the owner) in both languages", async () => {
    const handed = entry({
      action: 'task-update',
      changes: [{ field: 'assignee', before: { id: 'm', firstName: 'Mia', lastName: 'Member' }, after: { id: 'o', firstName: 'Olga', lastName: 'Owner' } }],
    });
    expect(entryText(handed, nameOf, false)).toBe('Anna Müller handed a task for Bert to Olga Owner');
    // Handed and retitled at once: the title tells more than the hand-over.
    const retitled = entry({ ...handed, changes: [...handed.changes, { field: 'title', before: 'Call', after: 'Call back' }] });
    expect(entryText(retitled, nameOf, true)).toBe('Anna Müller changed the task “Call back”');
    await i18n.changeLanguage('de');
    expect(entryText(handed, nameOf, false)).toBe('Anna Müller hat eine Aufgabe bei Bert an Olga Owner übergeben');
  });
});
