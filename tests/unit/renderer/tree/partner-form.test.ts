import { describe, expect, it } from 'vitest';
import {
  addReminder,
  emptyValues,
  isDirty,
  payloadOf,
  removeReminder,
  splitPhone,
  toggleReminder,
  valuesFromProfile,
} from '../../../../desktop/renderer/src/screens/partner/partner-form';

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
});
