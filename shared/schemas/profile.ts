import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date';
import { isProfilePhone } from '../domain/phone';
import { calendarDate, id } from './common';

/** Requests and answers of the profile and category routes (API.md "Profiles"). */

export const PROFILE_NAME_MAX = 200;
export const REMINDER_TEXT_MAX = 500;
export const REMINDERS_MAX = 100;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_VALUE_MAX = 200;
/** More pairs than any plan allows categories; empty ones are dropped before the limit applies. */
export const CATEGORY_PAIRS_MAX = 50;
export const SUGGESTIONS_MAX = 10;
export const PLACEHOLDER_NAME = 'Placeholder';

/** Text the database can store: PostgreSQL text and jsonb hold no NUL character. */
const NO_NUL = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'Text must not contain NUL characters';

/** A string field that is free text: at most `max` characters, no NUL. */
export const freeText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine(NO_NUL, NUL_MESSAGE);

export const profileName = z
  .string('Name must be text')
  .trim()
  .min(1, 'Name is required')
  .max(PROFILE_NAME_MAX, `Name is too long (at most ${PROFILE_NAME_MAX} characters)`)
  .refine(NO_NUL, NUL_MESSAGE);

export const profilePhone = z
  .string('Phone must be text')
  .trim()
  .max(40, 'Phone is too long')
  .refine(isProfilePhone, 'Phone must be digits after an optional +dial code and one space (at most 15 digits)');

/** A reminder as stored and answered: `dueDate` (`YYYY-MM-DD`) and `dueTime` (`HH:mm`) only when set. */
export interface Reminder {
  text: string;
  done: boolean;
  dueDate?: string;
  dueTime?: string;
}

/** Exactly a reminder's fields (anything else a client or an old row holds is dropped). */
export function reminderOf(r: { text: string; done: boolean; dueDate?: string | null; dueTime?: string | null }): Reminder {
  return { text: r.text, done: r.done, ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueTime ? { dueTime: r.dueTime } : {}) };
}

/** A time of day on the 24-hour clock, `HH:mm`. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_DUE_DATE_MESSAGE = 'dueDate must be a real date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31';
export const REMINDER_DUE_TIME_MESSAGE = 'dueTime must be a time of day (HH:mm, 00:00 to 23:59)';
export const REMINDER_TIME_WITHOUT_DATE = 'A reminder with a dueTime needs a dueDate';

/**
 * A reminder as clients send it: `completed` is accepted as a synonym of `done`; an optional
 * `dueDate` and, only with one, `dueTime` (`""` and `null` mean none, so older clients that send
 * text and done only keep working).
 */
export const reminderInput = z
  .object({
    text: z
      .string('Reminder text must be text')
      .trim()
      .min(1, 'Reminder text is required')
      .max(REMINDER_TEXT_MAX, `Reminder text is too long (at most ${REMINDER_TEXT_MAX} characters)`)
      .refine(NO_NUL, NUL_MESSAGE),
    done: z.boolean('done must be true or false').optional(),
    completed: z.boolean('completed must be true or false').optional(),
    dueDate: z.union([z.literal(''), z.string(REMINDER_DUE_DATE_MESSAGE).refine(isCalendarDate, REMINDER_DUE_DATE_MESSAGE)], REMINDER_DUE_DATE_MESSAGE).nullish(),
    dueTime: z.union([z.literal(''), z.string(REMINDER_DUE_TIME_MESSAGE).regex(TIME_OF_DAY, REMINDER_DUE_TIME_MESSAGE)], REMINDER_DUE_TIME_MESSAGE).nullish(),
  })
  .refine((r) => !r.dueTime || Boolean(r.dueDate), { message: REMINDER_TIME_WITHOUT_DATE, path: ['dueTime'] })
  .transform((r) => reminderOf({ ...r, done: r.done ?? r.completed ?? false }));

export const remindersInput = z.array(reminderInput).max(REMINDERS_MAX, `At most ${REMINDERS_MAX} reminders`);

export const categoryPairInput = z.object({
  name: freeText('Category name', CATEGORY_NAME_MAX),
  value: freeText('Category value', CATEGORY_VALUE_MAX),
});
export const categoryPairsInput = z.array(categoryPairInput).max(CATEGORY_PAIRS_MAX, `At most ${CATEGORY_PAIRS_MAX} categories`);

const billDateRequired = 'Bill date is required';

/** A date field: `YYYY-MM-DD`; `""` means no date, like `null`. */
const dateOrEmpty = z.union([z.literal(''), calendarDate], `Must be a real date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31`).transform((v) => (v === '' ? null : v));

export const createProfileRequest = z.object({
  teamtreeId: id,
  /** Must be present: `null` only for the first (root) profile of a tree. */
  parentId: id.nullable(),
  name: profileName,
  phone: profilePhone.nullish().transform((v) => v ?? ''),
  birthday: dateOrEmpty.nullish().transform((v) => v ?? null),
  billDate: dateOrEmpty
    .nullish()
    .refine((v) => v != null, billDateRequired)
    .transform((v) => v as string),
  reminders: remindersInput.nullish().transform((v) => v ?? []),
  categories: categoryPairsInput.nullish().transform((v) => v ?? []),
});
export type CreateProfileRequest = z.input<typeof createProfileRequest>;

/**
 * An update merges: a field left out is kept, `null`/`[]`/`""` clear it. `parentId` moves the
 * profile; `version` is the optimistic-concurrency check.
 */
export const updateProfileRequest = z.object({
  id,
  name: profileName.nullish(),
  phone: profilePhone.nullish(),
  birthday: dateOrEmpty.nullish(),
  billDate: dateOrEmpty.nullish(),
  reminders: remindersInput.nullish(),
  categories: categoryPairsInput.nullish(),
  parentId: id.nullish(),
  version: z.number('version must be an integer').int('version must be an integer').min(1).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export type UpdateProfileInput = z.output<typeof updateProfileRequest>;

const EDITABLE_FIELDS = ['name', 'phone', 'birthday', 'billDate', 'reminders', 'categories'] as const;

/** A request carrying only `id`, `parentId` (and `version`) moves the profile as it is. */
export function isMoveOnly(input: UpdateProfileInput): boolean {
  return input.parentId !== undefined && EDITABLE_FIELDS.every((field) => input[field] === undefined);
}

export const DELETE_MODES = ['placeholder'] as const;
export const deleteProfileQuery = z.object({
  id,
  mode: z.enum(DELETE_MODES, 'mode must be "placeholder" or left out').optional(),
});

export const categorySuggestionsQuery = z.object({
  field: z.literal('value', 'field must be "value"').optional().default('value'),
  categoryName: z.string('categoryName is required').trim().min(1, 'categoryName is required').max(CATEGORY_NAME_MAX).refine(NO_NUL, NUL_MESSAGE),
  query: freeText('query', CATEGORY_VALUE_MAX).optional().default(''),
  teamtreeId: id.optional(),
});

/** A category named in a request: trimmed, not empty. */
export const categoryNameField = z.string('categoryName must be text').trim().min(1, 'categoryName is required').max(CATEGORY_NAME_MAX).refine(NO_NUL, NUL_MESSAGE);

export const setCategoryQuery = z.object({ profileId: id });
export const setCategoryRequest = z.object({
  categoryName: categoryNameField,
  /** An empty value removes the profile's value of that category. */
  optionValue: freeText('optionValue', CATEGORY_VALUE_MAX),
});

export const profileAnswer = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  name: z.string(),
  phone: z.string(),
  birthday: z.string().nullable(),
  billDate: z.string().nullable(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  categoryData: z.object({
    categories: z.array(z.object({ id: z.string(), name: z.string(), createdById: z.string().nullable() })),
    tags: z.array(
      z.object({
        id: z.string(),
        categoryId: z.string(),
        categoryName: z.string(),
        value: z.string(),
        createdById: z.string().nullable(),
      }),
    ),
  }),
  categories: z.array(z.object({ name: z.string(), value: z.string() })),
  reminders: z.array(z.object({ text: z.string(), done: z.boolean(), dueDate: z.string().optional(), dueTime: z.string().optional() })),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProfileAnswerShape = z.infer<typeof profileAnswer>;

export const profileEnvelope = z.object({ profile: profileAnswer });
export const suggestionsAnswer = z.object({ suggestions: z.array(z.object({ value: z.string() })) });
