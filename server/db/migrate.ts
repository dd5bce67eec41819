import type { Knex } from 'knex';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './connect';
import * as accounts from './migrations/001_accounts';
import * as trees from './migrations/002_trees';
import * as emailVerification from './migrations/003_email_verification';
import * as rateLimits from './migrations/004_rate_limits';
import * as desktopGoogleSignIn from './migrations/005_desktop_google_sign_in';
import * as profileExternalIds from './migrations/006_profile_external_ids';
import * as dailyDigest from './migrations/007_daily_digest';
import * as profileChangeTimes from './migrations/008_profile_change_times';
import * as treeDialCountry from './migrations/009_tree_dial_country';
import * as idempotencyKeys from './migrations/010_idempotency_keys';
import * as history from './migrations/011_history';
import * as accountSecurity from './migrations/012_account_security';
import * as treeReadPrivacy from './migrations/014_tree_read_privacy';
import * as oauthReturnTo from './migrations/015_oauth_return_to';
import * as historyUserIndex from './migrations/016_history_user_index';
import * as categoryValueOrder from './migrations/017_category_value_order';
import * as userLanguage from './migrations/018_user_language';
import * as activities from './migrations/019_activities';
import * as tasks from './migrations/020_tasks';
import * as figures from './migrations/021_figures';
import * as announcements from './migrations/022_announcements';
import * as trashFollowUps from './migrations/023_trash_follow_ups';
import * as followUpHistory from './migrations/024_follow_up_history';
import * as mentionNotices from './migrations/025_mention_notices';
import * as activityContactsIndex from './migrations/026_activity_contacts_index';
import * as teamCare from './migrations/027_team_care';
import * as followUpUndo from './migrations/028_follow_up_undo';
import * as figuresHistory from './migrations/029_figures_history';

/** Migrations are imported, not read from disk, so they run the same under tsx, vitest and bundles. */
const migrations: Record<string, Knex.Migration> = {
  '001_accounts': accounts,
  '002_trees': trees,
  '003_email_verification': emailVerification,
  '004_rate_limits': rateLimits,
  '005_desktop_google_sign_in': desktopGoogleSignIn,
  '006_profile_external_ids': profileExternalIds,
  '007_daily_digest': dailyDigest,
  '008_profile_change_times': profileChangeTimes,
  '009_tree_dial_country': treeDialCountry,
  '010_idempotency_keys': idempotencyKeys,
  '011_history': history,
  '012_account_security': accountSecurity,
  '014_tree_read_privacy': treeReadPrivacy,
  '015_oauth_return_to': oauthReturnTo,
  '016_history_user_index': historyUserIndex,
  '017_category_value_order': categoryValueOrder,
  '018_user_language': userLanguage,
  '019_activities': activities,
  '020_tasks': tasks,
  '021_figures': figures,
  '022_announcements': announcements,
  '023_trash_follow_ups': trashFollowUps,
  '024_follow_up_history': followUpHistory,
  '025_mention_notices': mentionNotices,
  '026_activity_contacts_index': activityContactsIndex,
  '027_team_care': teamCare,
  '028_follow_up_undo': followUpUndo,
  '029_figures_history': figuresHistory,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

/** The PostgreSQL advisory lock every instance takes around migrating (docs/scaling.md "Operating"). */
export const MIGRATION_LOCK = 727_270;

/** Runs the migrations not yet applied, in this process alone; answers the names it ran. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, ran] = (await knex.migrate.latest({ migrationSource: source })) as [number, string[]];
  return ran;
}

/**
 * Brings the schema to the latest version. On PostgreSQL several instances may do this at the
 * same moment: they take turns under an advisory lock (knex's own lock table is created without
 * one, and two instances creating it together fail), and the later ones find nothing left to do.
 */
export function migrateDatabase(database: Database): Promise<string[]> {
  if (database.kind !== 'postgres') return migrateLatest(database.knex);
  return withAdvisoryLock(database.knex, MIGRATION_LOCK, () => migrateLatest(database.knex));
}

/** The migrations this version has that the database has not run (read only: creates nothing). */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const all = await source.getMigrations([]);
  if (!(await knex.schema.hasTable('knex_migrations'))) return all;
  const done = new Set((await knex('knex_migrations').select('name')).map((row: { name: string }) => row.name));
  return all.filter((name) => !done.has(name));
}

/** A start with `MIGRATE=0` on a database that is behind this version. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this version of TeamTree (${pending.length} migration${pending.length === 1 ? '' : 's'} not run: ${pending.join(', ')}). ` +
        'Run `npm run migrate` with the same DATABASE_URL or DATA_DIR first, or start without MIGRATE=0.',
    );
  }
}

/** For `MIGRATE=0`: refuses to go on when the schema is behind, instead of serving errors. */
export async function requireMigrated(knex: Knex): Promise<void> {
  const pending = await pendingMigrations(knex);
  if (pending.length > 0) throw new SchemaBehindError(pending);
}
