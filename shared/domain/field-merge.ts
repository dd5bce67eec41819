import { reminderOf, type ProfileAnswerShape, type Reminder } from '../schemas/profile';
import { categoryKey, normaliseCategoryText } from './categories';
import { phoneLinks } from './phone-links';

/**
 * Per-field merge of a queued profile update that the server refused as stale (issue 23 item 3,
 * docs/offline.md "Merging per field"). Three versions of the profile's editable fields: `base`
 * (what the edit started from), `mine` (the queued change) and `theirs` (the server's profile
 * now). A field only one side changed takes that side's value; both changed to the same value:
 * that value; both changed differently: a conflict, `merged` holding `theirs` until the user
 * chooses. Reminders and categories merge item by item first (a reminder is known by its text and
 * due date, a category by its name), so two people editing different items do not conflict.
 * Pure: no clocks, no DOM; the renderer's outbox and conflict view use it.
 */

export const MERGE_FIELDS = ['name', 'phone', 'birthday', 'billDate', 'reminders', 'categories', 'parentId'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export interface CategoryChoice {
  categoryName: string;
  optionValue: string;
}

export type MergeValues = {
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string;
  reminders: Reminder[];
  categories: CategoryChoice[];
  parentId: string | null;
};

export interface MergeResult {
  merged: MergeValues;
  conflicts: MergeField[];
}

/** Which side wins an item both sides changed differently (the conflict view's two choices). */
export type MergeSide = 'mine' | 'theirs';

/** The fields of a profile answer the merge looks at. */
export type MergeSource = Pick<ProfileAnswerShape, 'name' | 'phone' | 'birthday' | 'billDate' | 'reminders' | 'categories' | 'parentId'>;

/** The merge values of a profile answer (an absent bill date counts as `''`). */
export function mergeValuesOf(profile: MergeSource): MergeValues {
  return {
    name: profile.name,
    phone: profile.phone,
    birthday: profile.birthday || null,
    billDate: profile.billDate ?? '',
    reminders: profile.reminders.map(reminderOf),
    categories: profile.categories.map((c) => ({ categoryName: c.name, optionValue: c.value })),
    parentId: profile.parentId,
  };
}

/* ---------- Comparing by meaning ---------- */

/**
 * A phone as it dials: E.164 for a number with a dial code that libphonenumber reads (so a kept
 * trunk zero, `+49 0170…`, equals `+49 170…`); otherwise its digits (and `+`), spaces aside.
 */
function phoneKey(phone: string): string {
  const text = phone.trim();
  const links = text.startsWith('+') ? phoneLinks(text) : null;
  return links?.e164 ?? text.replace(/[^\d+]/g, '');
}

/** A reminder's identity within its list: its text and due date (done and time are what changes). */
function reminderKey(reminder: Reminder): string {
  return `${reminder.text.trim()}\u0000${reminder.dueDate ?? ''}`;
}

function sameReminder(a: Reminder, b: Reminder): boolean {
  return reminderKey(a) === reminderKey(b) && a.done === b.done && (a.dueTime ?? '') === (b.dueTime ?? '');
}

/** The categories as the server keeps them: empty names or values dropped, the name as key, the value normalised. */
function categoryMap(categories: readonly CategoryChoice[]): Map<string, CategoryChoice> {
  const map = new Map<string, CategoryChoice>();
  for (const pair of categories) {
    const key = categoryKey(pair.categoryName);
    if (key === '' || normaliseCategoryText(pair.optionValue) === '' || map.has(key)) continue;
    map.set(key, pair);
  }
  return map;
}

const sameCategoryValue = (a: CategoryChoice, b: CategoryChoice) => normaliseCategoryText(a.optionValue) === normaliseCategoryText(b.optionValue);

function sameCategories(a: readonly CategoryChoice[], b: readonly CategoryChoice[]): boolean {
  const left = categoryMap(a);
  const right = categoryMap(b);
  return left.size === right.size && [...left].every(([key, pair]) => right.has(key) && sameCategoryValue(pair, right.get(key)!));
}

/** Whether two values of a field mean the same to the server. */
export function sameFieldValue<F extends MergeField>(field: F, a: MergeValues[F], b: MergeValues[F]): boolean {
  switch (field) {
    case 'name':
      return (a as string).trim() === (b as string).trim();
    case 'phone':
      return phoneKey(a as string) === phoneKey(b as string);
    case 'birthday':
    case 'parentId':
      return ((a as string | null) || null) === ((b as string | null) || null);
    case 'billDate':
      return a === b;
    case 'reminders': {
      const left = a as Reminder[];
      const right = b as Reminder[];
      return left.length === right.length && left.every((r, i) => sameReminder(r, right[i]));
    }
    case 'categories':
      return sameCategories(a as CategoryChoice[], b as CategoryChoice[]);
    default:
      return false;
  }
}

/** The fields whose value in `values` differs from `base`: what an edit changed. */
export function changedFields(base: MergeValues, values: MergeValues): MergeField[] {
  return MERGE_FIELDS.filter((field) => !sameFieldValue(field, base[field], values[field]));
}

/* ---------- Lists merged item by item ---------- */

interface KeyedList<T> {
  keyOf(item: T, index: number, items: readonly T[]): string | null;
  same(a: T, b: T): boolean;
  /** Merges one item all three sides hold, attribute by attribute; null when both changed one attribute differently. */
  mergeItem?(base: T, mine: T, theirs: T): T | null;
}

function keyedMap<T>(items: readonly T[], list: KeyedList<T>): Map<string, T> {
  const map = new Map<string, T>();
  items.forEach((item, index) => {
    const key = list.keyOf(item, index, items);
    if (key !== null && !map.has(key)) map.set(key, item);
  });
  return map;
}

const sameOrAbsent = <T>(list: KeyedList<T>, a: T | undefined, b: T | undefined) => (a === undefined || b === undefined ? a === b : list.same(a, b));

/**
 * Three-way merge of a list whose items have an identity. Per item: unchanged by one side → the
 * other side's (an addition, removal or edit); both sides alike → theirs; otherwise the item is a
 * conflict and `prefer` decides. The order is theirs, with my additions placed after the item
 * they followed in mine.
 */
function mergeKeyed<T>(list: KeyedList<T>, base: readonly T[], mine: readonly T[], theirs: readonly T[], prefer: MergeSide) {
  const [b, m, t] = [keyedMap(base, list), keyedMap(mine, list), keyedMap(theirs, list)];
  const chosen = new Map<string, T | undefined>();
  let conflict = false;
  for (const key of new Set([...t.keys(), ...m.keys(), ...b.keys()])) {
    const [bi, mi, ti] = [b.get(key), m.get(key), t.get(key)];
    if (sameOrAbsent(list, mi, bi)) chosen.set(key, ti);
    else if (sameOrAbsent(list, ti, bi) || sameOrAbsent(list, mi, ti)) chosen.set(key, sameOrAbsent(list, ti, bi) ? mi : ti);
    else {
      const item = bi && mi && ti && list.mergeItem ? list.mergeItem(bi, mi, ti) : null;
      if (item === null) conflict = true;
      chosen.set(key, item ?? (prefer === 'mine' ? mi : ti));
    }
  }
  const order = [...t.keys()];
  let after = -1;
  for (const key of m.keys()) {
    const at = order.indexOf(key);
    if (at >= 0) after = at;
    else order.splice(++after, 0, key);
  }
  const items = order.map((key) => chosen.get(key)).filter((item): item is T => item !== undefined);
  return { items, conflict };
}

/** The n-th reminder with the same text and due date is its own item. */
function reminderIdentity(reminder: Reminder, index: number, items: readonly Reminder[]): string {
  const key = reminderKey(reminder);
  const earlier = items.slice(0, index).filter((r) => reminderKey(r) === key).length;
  return `${key}\u0000${earlier}`;
}

/** One attribute of one item: the side that changed it, or null when both changed it differently. */
function mergeAttribute<V>(base: V, mine: V, theirs: V): { value: V } | null {
  if (mine === base || mine === theirs) return { value: theirs };
  if (theirs === base) return { value: mine };
  return null;
}

const REMINDERS: KeyedList<Reminder> = {
  keyOf: reminderIdentity,
  same: sameReminder,
  mergeItem(base, mine, theirs) {
    const done = mergeAttribute(base.done, mine.done, theirs.done);
    const time = mergeAttribute(base.dueTime ?? '', mine.dueTime ?? '', theirs.dueTime ?? '');
    return done && time ? reminderOf({ text: theirs.text, done: done.value, dueDate: theirs.dueDate, dueTime: time.value }) : null;
  },
};

const CATEGORIES: KeyedList<CategoryChoice> = {
  keyOf: (pair) => (categoryKey(pair.categoryName) === '' || normaliseCategoryText(pair.optionValue) === '' ? null : categoryKey(pair.categoryName)),
  same: sameCategoryValue,
};

/* ---------- The merge ---------- */

/**
 * The value of one field after the merge, with `prefer` deciding what both sides changed
 * differently, and whether they did. For reminders and categories only the items both changed
 * differently follow `prefer`: what either side changed alone is kept either way.
 */
export function resolveField<F extends MergeField>(
  field: F,
  base: MergeValues,
  mine: MergeValues,
  theirs: MergeValues,
  prefer: MergeSide = 'theirs',
): { value: MergeValues[F]; conflict: boolean } {
  const same = (a: MergeValues, b: MergeValues) => sameFieldValue(field, a[field], b[field]);
  if (same(mine, base) || same(mine, theirs)) return { value: theirs[field], conflict: false };
  if (same(theirs, base)) return { value: mine[field], conflict: false };
  if (field === 'reminders' || field === 'categories') {
    const list = (field === 'reminders' ? REMINDERS : CATEGORIES) as KeyedList<unknown>;
    const side = (values: MergeValues) => values[field] as unknown[];
    const { items, conflict } = mergeKeyed(list, side(base), side(mine), side(theirs), prefer);
    return { value: items as MergeValues[F], conflict };
  }
  return { value: (prefer === 'mine' ? mine : theirs)[field], conflict: true };
}

/** base: what the edit started from; mine: the queued change; theirs: the server's profile now. */
export function mergeFields(base: MergeValues, mine: MergeValues, theirs: MergeValues): MergeResult {
  const merged = { ...theirs };
  const conflicts: MergeField[] = [];
  for (const field of MERGE_FIELDS) {
    const { value, conflict } = resolveField(field, base, mine, theirs);
    (merged as Record<MergeField, unknown>)[field] = value;
    if (conflict) conflicts.push(field);
  }
  return { merged, conflicts };
}
