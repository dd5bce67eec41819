import type { Knex } from 'knex';
import { mergeFolds, storedFolds } from './tree-folds';
import { mergeTreeLayouts, storedTreeLayouts } from './tree-layouts';
import { defaultSettingsValue, SETTINGS_VERSION, settingsValue, type SettingsAnswer, type SettingsValue } from '../../shared/schemas/settings';

type Plain = Record<string, unknown>;
const plain = (value: unknown): Plain => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Plain) : {});

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
 * Stores the validated value, replacing the previous list columns; tree folds and layouts are
 * merged by tree (docs/architecture.md), so a client that knows only the columns keeps them.
 * Keys the server does not know, sent or stored, are kept as they are (a key sent wins), so an
 * older app never wipes what a newer one saved.
 */
export async function saveUserSettings(db: Knex, userId: string, value: SettingsValue): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await trx('user_settings').where({ user_id: userId }).forUpdate().first('value');
    const raw = row ? (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) : null;
    const trees = mergeFolds(storedFolds(raw), value.trees);
    const treeLayout = mergeTreeLayouts(storedTreeLayouts(raw), value.treeLayout);
    const { visibleCols, columns, ...teamlistRest } = value.teamlist;
    const { visibleCols: _oldCols, columns: _oldColumns, ...storedTeamlistRest } = plain(plain(raw).teamlist);
    const { teamlist: _teamlist, trees: _trees, treeLayout: _layouts, ...rest } = value;
    const stored = JSON.stringify({
      ...plain(raw),
      ...rest,
      teamlist: { ...storedTeamlistRest, ...teamlistRest, visibleCols, ...(columns ? { columns } : {}) },
      trees: Object.keys(trees).length > 0 ? trees : undefined,
      treeLayout: Object.keys(treeLayout).length > 0 ? treeLayout : undefined,
    });
    await trx('user_settings')
      .insert({ user_id: userId, value: stored, updated_at: trx.fn.now() })
      .onConflict('user_id')
      .merge({ value: stored, updated_at: trx.fn.now() });
  });
}
