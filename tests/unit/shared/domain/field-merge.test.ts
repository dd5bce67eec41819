import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  MERGE_FIELDS,
  mergeFields,
  mergeValuesOf,
  resolveField,
  sameFieldValue,
  type MergeField,
  type MergeValues,
} from '../../../../shared/domain/field-merge';
import type { Reminder } from '../../../../shared/schemas/profile';

const BASE: MergeValues = {
  name: 'Anna Berg',
  phone: '+49 1701234567',
  birthday: '1990-04-01',
  billDate: '2026-12-01',
  reminders: [
    { text: 'Call', done: false, dueDate: '2026-12-01' },
    { text: 'Send catalogue', done: false },
  ],
  categories: [
    { categoryName: 'Rank', optionValue: 'Gold' },
    { categoryName: 'Team', optionValue: 'North' },
  ],
  parentId: 'p1',
};

const edit = (changes: Partial<MergeValues>): MergeValues => ({ ...BASE, ...changes });

describe('mergeFields: examples', () => {
  it('takes a field only one side changed from that side: my rename and their new phone both stay', () => {
    const { merged, conflicts } = mergeFields(BASE, edit({ name: 'Anna Roth' }), edit({ phone: '+49 1709999999' }));
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(edit({ name: 'Anna Roth', phone: '+49 1709999999' }));
  });

  it('calls two different renames a conflict and keeps theirs in merged until resolved', () => {
    const { merged, conflicts } = mergeFields(BASE, edit({ name: 'Anna Roth' }), edit({ name: 'Anna Stein', billDate: '2027-01-01' }));
    expect(conflicts).toEqual(['name']);
    expect(merged).toEqual(edit({ name: 'Anna Stein', billDate: '2027-01-01' }));
    expect(resolveField('name', BASE, edit({ name: 'Anna Roth' }), edit({ name: 'Anna Stein' }), 'mine')).toEqual({ value: 'Anna Roth', conflict: true });
  });

  it('compares by meaning: the same rename but for spaces, a kept trunk zero, categories in another order or case', () => {
    const mine = edit({ name: 'Anna Roth', phone: '+49 01701234567', categories: [BASE.categories[1], { categoryName: ' rank ', optionValue: 'gold' }] });
    const theirs = edit({ name: ' Anna Roth ', birthday: null });
    const { merged, conflicts } = mergeFields(BASE, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(changedFields(BASE, mine)).toEqual(['name']);
    expect(merged).toEqual(theirs);
  });

  it('tells a real phone change from a respelling: another number with a dial code, or one without', () => {
    expect(sameFieldValue('phone', '+49 1701234567', '+49 1701234568')).toBe(false);
    expect(sameFieldValue('phone', '+49 1701234567', '+43 1701234567')).toBe(false);
    expect(sameFieldValue('phone', '0170 1234567', '01701234567')).toBe(true);
    expect(sameFieldValue('phone', '', '+49 1701234567')).toBe(false);
  });

  it('counts an empty birthday as none and a move as a change of parentId', () => {
    expect(sameFieldValue('birthday', '', null)).toBe(true);
    const { merged, conflicts } = mergeFields(BASE, edit({ parentId: 'p2' }), edit({ parentId: 'p3' }));
    expect([conflicts, merged.parentId]).toEqual([['parentId'], 'p3']);
  });

  describe('reminders, item by item (identity: text and due date)', () => {
    const [call, catalogue] = BASE.reminders;
    const visit: Reminder = { text: 'Visit', done: false, dueDate: '2026-12-05', dueTime: '10:00' };

    it('keeps my new reminder and their ticked one', () => {
      const { merged, conflicts } = mergeFields(BASE, edit({ reminders: [call, catalogue, visit] }), edit({ reminders: [{ ...call, done: true }, catalogue] }));
      expect(conflicts).toEqual([]);
      expect(merged.reminders).toEqual([{ ...call, done: true }, catalogue, visit]);
    });

    it('places my addition after the reminder it followed in mine, in their order', () => {
      const mine = edit({ reminders: [call, visit, catalogue] });
      const theirs = edit({ reminders: [call, { ...catalogue, done: true }, { text: 'Mail', done: false }] });
      expect(mergeFields(BASE, mine, theirs).merged.reminders).toEqual([call, visit, { ...catalogue, done: true }, { text: 'Mail', done: false }]);
    });

    it('merges one reminder attribute by attribute: my tick and their due time', () => {
      const { merged, conflicts } = mergeFields(BASE, edit({ reminders: [{ ...call, done: true }, catalogue] }), edit({ reminders: [{ ...call, dueTime: '09:30' }, catalogue] }));
      expect(conflicts).toEqual([]);
      expect(merged.reminders).toEqual([{ ...call, done: true, dueTime: '09:30' }, catalogue]);
    });

    it('calls my removal of a reminder they ticked a conflict; either choice keeps the other changes', () => {
      const mine = edit({ reminders: [catalogue, visit] });
      const theirs = edit({ reminders: [{ ...call, done: true }, { ...catalogue, done: true }] });
      expect(mergeFields(BASE, mine, theirs).conflicts).toEqual(['reminders']);
      expect(resolveField('reminders', BASE, mine, theirs, 'mine').value).toEqual([{ ...catalogue, done: true }, visit]);
      expect(resolveField('reminders', BASE, mine, theirs, 'theirs').value).toEqual([{ ...call, done: true }, { ...catalogue, done: true }, visit]);
    });

    it('keeps two reminders of the same text and date apart (the second one ticked by one side)', () => {
      const twice = edit({ reminders: [call, call] });
      const { merged, conflicts } = mergeFields(twice, edit({ reminders: [call, { ...call, done: true }] }), edit({ reminders: [call, call, visit] }));
      expect(conflicts).toEqual([]);
      expect(merged.reminders).toEqual([call, { ...call, done: true }, visit]);
    });
  });

  describe('categories, name by name (case-insensitive names)', () => {
    it('keeps my new category and their changed one', () => {
      const mine = edit({ categories: [...BASE.categories, { categoryName: 'City', optionValue: 'Bonn' }] });
      const theirs = edit({ categories: [{ categoryName: 'rank', optionValue: 'Silver' }, BASE.categories[1]] });
      const { merged, conflicts } = mergeFields(BASE, mine, theirs);
      expect(conflicts).toEqual([]);
      expect(merged.categories).toEqual([{ categoryName: 'rank', optionValue: 'Silver' }, BASE.categories[1], { categoryName: 'City', optionValue: 'Bonn' }]);
    });

    it('calls two different values of one category a conflict; the choice decides only that category', () => {
      const mine = edit({ categories: [{ categoryName: 'Rank', optionValue: 'Platinum' }] });
      const theirs = edit({ categories: [{ categoryName: 'Rank', optionValue: 'Silver' }, ...BASE.categories.slice(1), { categoryName: 'City', optionValue: 'Köln' }] });
      expect(mergeFields(BASE, mine, theirs).conflicts).toEqual(['categories']);
      expect(resolveField('categories', BASE, mine, theirs, 'mine').value).toEqual([
        { categoryName: 'Rank', optionValue: 'Platinum' },
        { categoryName: 'City', optionValue: 'Köln' },
      ]);
    });
  });

  it('reads the merge values of a profile answer', () => {
    const values = mergeValuesOf({
      name: 'Anna',
      phone: '',
      birthday: null,
      billDate: null,
      parentId: null,
      reminders: [{ text: 'Call', done: true, dueDate: '2026-12-01' }],
      categories: [{ name: 'Rank', value: 'Gold' }],
    });
    expect(values).toEqual({
      name: 'Anna',
      phone: '',
      birthday: null,
      billDate: '',
      parentId: null,
      reminders: [{ text: 'Call', done: true, dueDate: '2026-12-01' }],
      categories: [{ categoryName: 'Rank', optionValue: 'Gold' }],
    });
  });
});

/* ---------- Properties ---------- */

const reminderArb: fc.Arbitrary<Reminder> = fc
  .record({
    text: fc.constantFrom('Call', 'Mail', 'Visit', ' Call'),
    done: fc.boolean(),
    dueDate: fc.constantFrom(undefined, '2026-12-01', '2026-12-24'),
    dueTime: fc.constantFrom(undefined, '09:30', '18:00'),
  })
  .map((r) => ({ text: r.text, done: r.done, ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueDate && r.dueTime ? { dueTime: r.dueTime } : {}) }));

const categoryArb = fc.record({ categoryName: fc.constantFrom('Rank', 'rank ', 'Team', 'City'), optionValue: fc.constantFrom('Gold', 'gold', 'Silver', 'Bonn') });
const categoriesArb = fc.uniqueArray(categoryArb, { maxLength: 3, selector: (c) => c.categoryName.trim().toLowerCase() });

const valuesArb: fc.Arbitrary<MergeValues> = fc.record({
  name: fc.constantFrom('Anna', ' Anna', 'Ben', 'Cara'),
  phone: fc.constantFrom('', '+49 1701234567', '+49 01701234567', '+43 6641234567', '01701234567'),
  birthday: fc.constantFrom(null, '', '1990-01-01', '1985-05-05'),
  billDate: fc.constantFrom('2026-12-01', '2027-01-15', ''),
  reminders: fc.array(reminderArb, { maxLength: 4 }),
  categories: categoriesArb,
  parentId: fc.constantFrom(null, 'p1', 'p2'),
});

/** One edit of a reminder list as the partner form makes them: tick, remove, add, set the due time. */
const reminderEdit = fc.oneof(
  fc.record({ op: fc.constant('toggle' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('add' as const), reminder: reminderArb }),
  fc.record({ op: fc.constant('time' as const), at: fc.nat(), time: fc.constantFrom('', '07:00') }),
);
type ReminderEdit = typeof reminderEdit extends fc.Arbitrary<infer E> ? E : never;

function applyEdits(list: Reminder[], edits: ReminderEdit[]): Reminder[] {
  let next = list;
  for (const e of edits) {
    if (e.op === 'add') next = [...next, e.reminder];
    else if (next.length === 0) continue;
    else if (e.op === 'toggle') next = next.map((r, i) => (i === e.at % next.length ? { ...r, done: !r.done } : r));
    else if (e.op === 'remove') next = next.filter((_, i) => i !== e.at % next.length);
    else next = next.map((r, i) => (i === e.at % next.length && r.dueDate ? { text: r.text, done: r.done, dueDate: r.dueDate, ...(e.time ? { dueTime: e.time } : {}) } : r));
  }
  return next;
}

/** A side's version of the profile: each field kept, or edited the way people do. */
function editedArb(base: MergeValues): fc.Arbitrary<MergeValues> {
  const keepOr = <T>(value: T, other: fc.Arbitrary<T>) => fc.oneof(fc.constant(value), other);
  return fc.record({
    name: keepOr(base.name, fc.constantFrom('Anna', 'Ben', 'Dora ')),
    phone: keepOr(base.phone, fc.constantFrom('', '+49 1701234567', '+49 1709999999')),
    birthday: keepOr(base.birthday, fc.constantFrom(null, '1990-01-01', '2000-02-29')),
    billDate: keepOr(base.billDate, fc.constantFrom('2026-12-01', '2027-03-01')),
    reminders: fc.oneof(fc.constant(base.reminders), fc.array(reminderEdit, { minLength: 1, maxLength: 3 }).map((edits) => applyEdits(base.reminders, edits))),
    categories: keepOr(base.categories, categoriesArb),
    parentId: keepOr(base.parentId, fc.constantFrom(null, 'p1', 'p3')),
  });
}

const threeWay = valuesArb.chain((base) => fc.tuple(fc.constant(base), editedArb(base), editedArb(base)));

const same = (field: MergeField, a: MergeValues, b: MergeValues) => sameFieldValue(field, a[field], b[field]);

/** A list's reminders grouped by identity (text and due date; equal ones stay together, in order). */
function remindersById(list: readonly Reminder[]): Map<string, Reminder[]> {
  const map = new Map<string, Reminder[]>();
  for (const r of list) {
    const key = `${r.text.trim()}|${r.dueDate ?? ''}`;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return map;
}
/** Each category's value (first letter as the server writes it) by its name, compared case-insensitively. */
function categoriesByName(list: MergeValues['categories']): Map<string, string> {
  return new Map(list.map((c) => [c.categoryName.trim().toLowerCase(), c.optionValue.charAt(0).toUpperCase() + c.optionValue.slice(1)]));
}
const sameItem = (a: Reminder[] = [], b: Reminder[] = []) => sameFieldValue('reminders', a, b);

/** Reminders of one identity in a fixed order (done, time): several alike may come in either order. */
const canonical = (group: Reminder[] = []) => [...group].sort((x, y) => `${x.done}|${x.dueTime ?? ''}`.localeCompare(`${y.done}|${y.dueTime ?? ''}`));

/** The same reminders, in any order (also among reminders of the same text and due date). */
function sameReminderSet(a: readonly Reminder[], b: readonly Reminder[]): boolean {
  const [left, right] = [remindersById(a), remindersById(b)];
  return left.size === right.size && [...left].every(([key, r]) => sameItem(canonical(r), canonical(right.get(key))));
}

describe('mergeFields: properties', () => {
  it('merge(base, base, theirs) is theirs, without conflicts', () => {
    fc.assert(
      fc.property(threeWay, ([base, , theirs]) => {
        expect(mergeFields(base, base, theirs)).toEqual({ merged: theirs, conflicts: [] });
      }),
    );
  });

  it('merge(base, mine, base) means mine, without conflicts', () => {
    fc.assert(
      fc.property(threeWay, ([base, mine]) => {
        const { merged, conflicts } = mergeFields(base, mine, base);
        expect(conflicts).toEqual([]);
        for (const field of MERGE_FIELDS) expect(same(field, merged, mine), field).toBe(true);
      }),
    );
  });

  it('never drops a change one side made alone: per field, per reminder and per category', () => {
    fc.assert(
      fc.property(threeWay, ([base, mine, theirs]) => {
        const { merged, conflicts } = mergeFields(base, mine, theirs);
        for (const [one, other] of [[mine, theirs], [theirs, mine]] as const) {
          for (const field of MERGE_FIELDS) {
            if (!same(field, one, base) && same(field, other, base)) expect(same(field, merged, one), field).toBe(true);
          }
          if (!conflicts.includes('reminders')) {
            const [b, o, t, m] = [base, one, other, merged].map((v) => remindersById(v.reminders));
            for (const key of new Set([...o.keys(), ...b.keys()])) {
              if (!sameItem(o.get(key), b.get(key)) && sameItem(t.get(key), b.get(key))) expect(sameItem(m.get(key), o.get(key)), key).toBe(true);
            }
          }
          if (!conflicts.includes('categories')) {
            const [b, o, t, m] = [base, one, other, merged].map((v) => categoriesByName(v.categories));
            for (const key of new Set([...o.keys(), ...b.keys()])) {
              if (o.get(key) !== b.get(key) && t.get(key) === b.get(key)) expect(m.get(key), key).toBe(o.get(key));
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds the same conflicts whichever side is mine, and a scalar conflict exactly when both changed it differently', () => {
    fc.assert(
      fc.property(threeWay, ([base, mine, theirs]) => {
        const { conflicts } = mergeFields(base, mine, theirs);
        expect(conflicts).toEqual(mergeFields(base, theirs, mine).conflicts);
        for (const field of ['name', 'phone', 'birthday', 'billDate', 'parentId'] as const) {
          const both = !same(field, mine, base) && !same(field, theirs, base) && !same(field, mine, theirs);
          expect(conflicts.includes(field), field).toBe(both);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('merge(base, x, x) means x, and resolving a conflict for one side never loses the other side’s lone changes', () => {
    fc.assert(
      fc.property(threeWay, ([base, mine, theirs]) => {
        const agreed = mergeFields(base, mine, mine);
        expect(agreed.conflicts).toEqual([]);
        for (const field of MERGE_FIELDS) expect(same(field, agreed.merged, mine), field).toBe(true);
        for (const field of mergeFields(base, mine, theirs).conflicts) {
          const own = { ...base, [field]: resolveField(field, base, mine, theirs, 'mine').value };
          const flipped = { ...base, [field]: resolveField(field, base, theirs, mine, 'theirs').value };
          const alike = field === 'reminders' ? sameReminderSet(own.reminders, flipped.reminders) : same(field, own, flipped);
          expect(alike, field).toBe(true);
        }
      }),
    );
  });
});
