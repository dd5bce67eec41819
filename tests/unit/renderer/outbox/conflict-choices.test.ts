import { en } from '../../../../desktop/renderer/src/i18n/en';
import { describe, expect, it } from 'vitest';
import { mergeFields, type MergeValues } from '../../../../shared/domain/field-merge';
import {
  checkEdit,
  displayLines,
  editText,
  isEditable,
  mergedAutomatically,
  resolution,
  sideValue,
  type ConflictInput,
} from '../../../../desktop/renderer/src/outbox/conflict-choices';

const base: MergeValues = {
  name: 'Anna Berg',
  phone: '+49 1701234567',
  birthday: '1990-04-01',
  billDate: '2026-12-01',
  reminders: [{ text: 'Call', done: false, dueDate: '2026-12-01', dueTime: '09:30' }],
  categories: [{ categoryName: 'Rank', optionValue: 'Gold' }],
  parentId: 'p1',
};

/** I renamed her and moved her; they renamed her too, changed her phone and ticked the reminder. */
function conflict(): ConflictInput {
  const mine = { ...base, name: 'Anna Roth', parentId: 'p2', billDate: '2027-01-01' };
  const theirs = { ...base, name: 'Anna Stein', phone: '+43 6641234567', reminders: [{ ...base.reminders[0], done: true }], billDate: '2027-02-01' };
  return { base, mine, theirs, conflicts: mergeFields(base, mine, theirs).conflicts };
}

describe('the conflict view model', () => {
  it('asks about the fields both changed differently, with the partner form’s labels', () => {
    const input = conflict();
    expect(input.conflicts).toEqual(['name', 'billDate']);
    expect(input.conflicts.map((f) => en.outbox.fields[f])).toEqual(['Name', 'Bill date']);
    expect(['name', 'phone', 'birthday', 'billDate', 'reminders', 'categories', 'parentId'].map((f) => isEditable(f as never))).toEqual([true, true, true, true, false, false, false]);
  });

  it('cannot save until every conflict has a choice; then saves the merge with the choices', () => {
    const input = conflict();
    expect(resolution(input, {})).toEqual({ ok: false, missing: ['name', 'billDate'], errors: {} });
    expect(resolution(input, { name: { side: 'mine' } })).toMatchObject({ ok: false, missing: ['billDate'] });
    const saved = resolution(input, { name: { side: 'mine' }, billDate: { side: 'theirs' } });
    expect(saved).toEqual({
      ok: true,
      values: { ...base, name: 'Anna Roth', billDate: '2027-02-01', parentId: 'p2', phone: '+43 6641234567', reminders: [{ ...base.reminders[0], done: true }] },
    });
  });

  it('lists what merged by itself, read-only', () => {
    expect(mergedAutomatically(conflict()).map((row) => [row.field, displayLines(row.field, row.values, (id) => (id === 'p2' ? 'Ben' : id))])).toEqual([
      ['phone', ['+43 664 1234567']],
      ['reminders', ['Call · done · Due 01.12.2026, 09:30']],
      ['parentId', ['Ben']],
    ]);
  });

  it('shows values readably: dates as the app writes them, empty ones named, categories and reminders one per line', () => {
    const values: MergeValues = { ...base, birthday: null, phone: '', categories: [{ categoryName: 'Rank', optionValue: 'Gold' }, { categoryName: 'City', optionValue: 'Bonn' }], reminders: [], parentId: null };
    expect(displayLines('billDate', values)).toEqual(['01.12.2026']);
    expect(displayLines('birthday', values)).toEqual(['No birthday']);
    expect(displayLines('phone', values)).toEqual(['No phone number']);
    expect(displayLines('categories', values)).toEqual(['Rank: Gold', 'City: Bonn']);
    expect(displayLines('reminders', values)).toEqual(['No reminders']);
    expect(displayLines('parentId', values)).toEqual(['No upline (top of the tree)']);
    expect(displayLines('parentId', base)).toEqual(['p1']);
  });

  it('prefills an edit with my value and saves the edited value, checked as the partner form checks it', () => {
    const input = conflict();
    expect(editText('name', input.mine)).toBe('Anna Roth');
    expect(editText('billDate', input.mine)).toBe('2027-01-01');
    const edited = resolution(input, { name: { side: 'edit', text: '  Anna Roth-Stein ' }, billDate: { side: 'edit', text: '2027-03-01' } });
    expect(edited).toMatchObject({ ok: true, values: { name: 'Anna Roth-Stein', billDate: '2027-03-01' } });
    expect(resolution(input, { name: { side: 'edit', text: ' ' }, billDate: { side: 'edit', text: '' } })).toEqual({
      ok: false,
      missing: [],
      errors: { name: 'Dieses Feld ist erforderlich.', billDate: 'Dieses Feld ist erforderlich.' },
    });
    expect(resolution(input, { name: { side: 'mine' }, billDate: { side: 'edit', text: '', invalidDate: true } })).toMatchObject({ ok: false, errors: { billDate: 'Ungültiges Datum' } });
  });

  it('checks an edited phone and stores it as the form would', () => {
    expect(checkEdit('phone', '+49 0170 1234567')).toEqual({ ok: true, value: '+49 1701234567' });
    expect(checkEdit('phone', '+436641234567')).toEqual({ ok: true, value: '+43 6641234567' });
    expect(checkEdit('phone', '0170 1234567')).toEqual({ ok: true, value: '+49 1701234567' });
    expect(checkEdit('phone', '')).toEqual({ ok: true, value: '' });
    expect(checkEdit('phone', 'call me')).toMatchObject({ ok: false });
    expect(checkEdit('phone', '+49 1234567890123456')).toMatchObject({ ok: false });
    expect(checkEdit('birthday', '')).toEqual({ ok: true, value: null });
    expect(checkEdit('birthday', '1899-12-31')).toEqual({ ok: false, error: 'Ungültiges Datum' });
    expect(checkEdit('name', 'x'.repeat(201))).toMatchObject({ ok: false, error: 'Name is too long (at most 200 characters)' });
  });

  it('a side’s choice for reminders keeps the other side’s lone changes (their tick stays when I choose mine)', () => {
    const call = base.reminders[0];
    const visit = { text: 'Visit', done: false };
    const mine = { ...base, reminders: [visit] }; // I removed 'Call' and added 'Visit'
    const theirs = { ...base, reminders: [{ ...call, done: true }, { text: 'Mail', done: false }] }; // they ticked 'Call' and added 'Mail'
    const input = { base, mine, theirs, conflicts: mergeFields(base, mine, theirs).conflicts };
    expect(input.conflicts).toEqual(['reminders']);
    // 'Visit' follows nothing in mine: it goes first.
    expect(sideValue('reminders', 'mine', input)).toEqual([visit, { text: 'Mail', done: false }]);
    expect(sideValue('reminders', 'theirs', input)).toEqual([visit, { ...call, done: true }, { text: 'Mail', done: false }]);
    expect(resolution(input, { reminders: { side: 'edit', text: 'x' } })).toMatchObject({ ok: false, missing: ['reminders'] });
  });
});
