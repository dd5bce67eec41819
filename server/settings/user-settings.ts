import type { Knex } from 'knex';
import { mergeFolds, storedFolds } from './tree-folds';
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

/**
 * Stores the validated value (only the known fields), replacing the previous list columns; tree
 * folds are merged by tree (docs/architecture.md), so a client that knows only the columns keeps them.
 */
export async function saveUserSettings(db: Knex, userId: string, value: SettingsValue): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await trx('user_settings').where({ user_id: userId }).forUpdate().first('value');
    const raw = row ? (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) : null;
    const trees = mergeFolds(storedFolds(raw), value.trees);
    const { visibleCols, columns } = value.teamlist;
    const stored = JSON.stringify({ teamlist: columns ? { visibleCols, columns } : { visibleCols }, ...(Object.keys(trees).length > 0 ? { trees } : {}) });
    await trx('user_settings')
      .insert({ user_id: userId, value: stored, updated_at: trx.fn.now() })
      .onConflict('user_id')
      .merge({ value: stored, updated_at: trx.fn.now() });
  });
}
