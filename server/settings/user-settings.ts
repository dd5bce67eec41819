import type { Knex } from 'knex';
import { defaultSettingsValue, SETTINGS_VERSION, settingsValue, type SettingsAnswer, type SettingsValue } from '../../shared/schemas/settings';

/** The user's settings envelope; the defaults (and `updatedAt: null`) before the first save. */
export async function loadUserSettings(db: Knex, userId: string): Promise<SettingsAnswer> {
  const row = await db('user_settings').where({ user_id: userId }).first('value', 'updated_at');
  if (!row) return { settings: { __v: SETTINGS_VERSION, updatedAt: null, value: defaultSettingsValue() } };
  const raw = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  // Stored values were validated on save; anything unreadable falls back to the defaults.
  const parsed = settingsValue.safeParse(raw);
  return {
    settings: {
      __v: SETTINGS_VERSION,
      updatedAt: new Date(row.updated_at).toISOString(),
      value: parsed.success ? parsed.data : defaultSettingsValue(),
    },
  };
}

/** Stores the validated value (only the known fields), replacing the previous one. */
export async function saveUserSettings(db: Knex, userId: string, value: SettingsValue): Promise<void> {
  const { visibleCols, columns } = value.teamlist;
  const stored = JSON.stringify({ teamlist: columns ? { visibleCols, columns } : { visibleCols } });
  await db('user_settings')
    .insert({ user_id: userId, value: stored, updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge({ value: stored, updated_at: db.fn.now() });
}
