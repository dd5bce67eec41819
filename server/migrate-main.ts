import { processSettings } from './config/process-settings';
import { connectDatabase } from './db/connect';
import { holdDataDir } from './db/data-dir';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';

/**
 * `npm run migrate`: brings the database the server would use (DATABASE_URL, else the embedded
 * one in DATA_DIR) to this version's schema and exits, for deployments that start their
 * instances with `MIGRATE=0` (docs/scaling.md "Operating"). Safe to run while instances serve
 * or start on PostgreSQL (they take turns under the same lock); the embedded database's folder
 * must not be in use by a running server.
 */
async function migrate(): Promise<void> {
  const settings = processSettings();
  const dataDirLock = settings.databaseUrl ? null : await holdDataDir(settings.dataDir);
  try {
    const database = await connectDatabase(settings);
    try {
      const ran = await migrateDatabase(database);
      await dataDirLock?.restrict();
      const where = database.kind === 'embedded' ? `the embedded database in ${settings.dataDir}` : 'PostgreSQL';
      console.log(ran.length > 0 ? `Migrated ${where}: ${ran.join(', ')}` : `The schema of ${where} is up to date`);
    } finally {
      await database.close();
    }
  } finally {
    await dataDirLock?.release();
  }
}

migrate().catch((err) => {
  console.error(err instanceof DataDirInUseError ? err.message : `Migrating failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
