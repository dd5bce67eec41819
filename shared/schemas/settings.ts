import { z } from 'zod';
import { DEFAULT_VISIBLE_COLUMNS, TEAMLIST_COLUMNS } from '../domain/constants';

/** The version of the settings envelope; another `__v` is refused. */
export const SETTINGS_VERSION = 1;

export const visibleCols = z
  .array(z.enum(TEAMLIST_COLUMNS, `Columns must be among: ${TEAMLIST_COLUMNS.join(', ')}`))
  .min(1, 'At least one column must stay visible')
  .max(TEAMLIST_COLUMNS.length, `At most ${TEAMLIST_COLUMNS.length} columns`)
  .refine((cols) => new Set(cols).size === cols.length, 'Columns must not repeat');

export const settingsValue = z.object({
  teamlist: z.object({ visibleCols }),
});
export type SettingsValue = z.infer<typeof settingsValue>;

export const saveSettingsRequest = z.object({
  settings: z.object({
    __v: z.literal(SETTINGS_VERSION, `__v must be ${SETTINGS_VERSION}`),
    value: settingsValue,
  }),
});
export type SaveSettingsRequest = z.input<typeof saveSettingsRequest>;

export const settingsAnswer = z.object({
  settings: z.object({
    __v: z.literal(SETTINGS_VERSION),
    /** `null` before the first save. */
    updatedAt: z.string().nullable(),
    value: settingsValue,
  }),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

export function defaultSettingsValue(): SettingsValue {
  return { teamlist: { visibleCols: [...DEFAULT_VISIBLE_COLUMNS] } };
}
