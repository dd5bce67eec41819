import { describe, expect, it } from 'vitest';
import {
  addReminder,
  dueLabel,
  emptyValues,
  isOverdue,
  partnerForm,
  isDirty,
  payloadOf,
  removeReminder,
  setReminderDue,
  splitPhone,
  toggleReminder,
  valuesFromProfile,
} from '../../../../desktop/renderer/src/screens/teamtree/partner/partner-form';

const source = { name: 'Anna', phone: '+43 6641234567', birthday: null, billDate: '2030-01-02', categories: [{ name: 'Rank', value: 'Gold' }], reminders: [{ text: 'Call', done: false }] };

describe('partner form', () => {
  it('splits stored phones into dial code and digits', () => {
    expect(splitPhone('+43 6641234567')).toEqual({ dialCode: '+43', national: '6641234567' });
    expect(splitPhone('0151 123')).toEqual({ dialCode: '+49', national: '0151123' });
    expect(splitPhone('')).toEqual({ dialCode: '+49', national: '' });
  });

  it('is not dirty until something that would be saved changes', () => {
    const initial = valuesFromProfile(source);
    expect(isDirty(initial, { ...initial })).toBe(false);
    expect(isDirty(initial, { ...initial, name: 'Anna ' })).toBe(false);
    expect(isDirty(initial, { ...initial, name: 'Anne' })).toBe(true);
    expect(isDirty(initial, { ...initial, reminders: toggleReminder(initial.reminders, 0) })).toBe(true);
    expect(isDirty(emptyValues(), { ...emptyValues(), dialCode: '+43' })).toBe(false);
  });

  it('builds the API body', () => {
    const values = valuesFromProfile(source);
    expect(payloadOf(values)).toEqual({ name: 'Anna', phone: '+43 6641234567', birthday: null, billDate: '2030-01-02', reminders: [{ text: 'Call', done: false }], categories: [{ name: 'Rank', value: 'Gold' }] });
  });

  it('adds trimmed non-empty reminders, toggles and removes them', () => {
    expect(addReminder([], '   ')).toEqual([]);
    const list = addReminder([], ' Send offer ');
    expect(list).toEqual([{ text: 'Send offer', done: false }]);
    expect(toggleReminder(list, 0)[0].done).toBe(true);
    expect(removeReminder(list, 0)).toEqual([]);
  });

  describe('reminders with a due date', () => {
    it('adds a reminder due on a date, at a time only with a date', () => {
      expect(addReminder([], 'Call', { date: '2026-11-27', time: '09:30' })).toEqual([{ text: 'Call', done: false, dueDate: '2026-11-27', dueTime: '09:30' }]);
      expect(addReminder([], 'Call', { date: '', time: '09:30' })).toEqual([{ text: 'Call', done: false }]);
      expect(addReminder([], 'Call', { date: '2026-11-27', time: '' })).toEqual([{ text: 'Call', done: false, dueDate: '2026-11-27' }]);
    });

    it('changes or clears the date of one reminder; clearing the date clears the time', () => {
      const list = [{ text: 'A', done: false }, { text: 'B', done: true, dueDate: '2026-11-27', dueTime: '09:30' }];
      expect(setReminderDue(list, 0, { date: '2026-12-01', time: '' })[0]).toEqual({ text: 'A', done: false, dueDate: '2026-12-01' });
      expect(setReminderDue(list, 1, { date: '', time: '09:30' })[1]).toEqual({ text: 'B', done: true });
      expect(toggleReminder(list, 1)[1]).toEqual({ text: 'B', done: false, dueDate: '2026-11-27', dueTime: '09:30' });
    });

    it('keeps the dates of a stored profile and sends them back, so editing loses nothing', () => {
      const dated = { ...source, reminders: [{ text: 'Call', done: false, dueDate: '2026-11-27', dueTime: '09:30' }, { text: 'Old', done: true }] };
      const values = valuesFromProfile(dated);
      expect(values.reminders).toEqual(dated.reminders);
      expect(payloadOf({ ...values, name: 'Anne' }).reminders).toEqual(dated.reminders);
      expect(partnerForm('BASIC', ['Rank']).safeParse(values).success).toBe(true);
    });

    it("says when a reminder is due and whether an open one is overdue on the user's today", () => {
      expect(dueLabel({ text: 'x', done: false, dueDate: '2026-11-27', dueTime: '09:30' })).toBe('Due 27.11.2026, 09:30');
      expect(dueLabel({ text: 'x', done: false, dueDate: '2026-11-27' })).toBe('Due 27.11.2026');
      expect(dueLabel({ text: 'x', done: false })).toBe('');
      expect(isOverdue({ text: 'x', done: false, dueDate: '2026-11-23' }, '2026-11-24')).toBe(true);
      expect(isOverdue({ text: 'x', done: true, dueDate: '2026-11-23' }, '2026-11-24')).toBe(false);
      expect(isOverdue({ text: 'x', done: false, dueDate: '2026-11-24' }, '2026-11-24')).toBe(false);
      expect(isOverdue({ text: 'x', done: false }, '2026-11-24')).toBe(false);
    });
  });
});
