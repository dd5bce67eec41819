import type { Knex } from 'knex';
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
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
}
