import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { connectEmbedded, connectPostgres, type Database } from '../../server/db/connect';
import { migrateLatest } from '../../server/db/migrate';

/** Which database the server suites run on: `TEST_DB=postgres` uses TEST_DATABASE_URL. */
export function testDatabaseKind(): 'embedded' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';
}

async function migrationFingerprint(): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../../server/db/migrations');
  const hash = crypto.createHash('sha256');
  for (const name of (await fs.readdir(dir)).sort()) hash.update(name).update(await fs.readFile(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

let embeddedTemplate: Promise<Blob> | null = null;

/** A migrated PGlite data folder, built once and shared by test workers through a temp file. */
function loadEmbeddedTemplate(): Promise<Blob> {
  embeddedTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `teamtree-pglite-template-${await migrationFingerprint()}.tar`);
    try {
      return new Blob([await fs.readFile(file)]);
    } catch {
      const db = await connectEmbedded({ dir: null });
      await migrateLatest(db.knex);
      const pglite = (db.knex.client as unknown as { pglite: PGlite }).pglite;
      const dump = await pglite.dumpDataDir('none');
      await db.close();
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, Buffer.from(await dump.arrayBuffer()));
      await fs.rename(temp, file);
      return dump;
    }
  })();
  return embeddedTemplate;
}

function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let postgresTemplate: Promise<string> | null = null;

/** A migrated template database on the test PostgreSQL server, made once per schema version. */
function loadPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `tt_template_${await migrationFingerprint()}`;
    const admin = knexFactory({ client: 'pg', connection: adminUrl(baseUrl), pool: { min: 0, max: 1 } });
    try {
      // One connection (pool max 1), so the session lock and the statements share it;
      // CREATE DATABASE cannot run inside a transaction.
      await admin.raw('SELECT pg_advisory_lock(727271)');
      const exists = await admin('pg_database').where({ datname: name }).first();
      if (!exists) {
        const building = `${name}_building`;
        await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [building]);
        await admin.raw('CREATE DATABASE ??', [building]);
        const db = await connectPostgres(adminUrl(baseUrl, building), 1);
        await migrateLatest(db.knex);
        await db.close();
        await admin.raw('ALTER DATABASE ?? RENAME TO ??', [building, name]);
      }
      await admin.raw('SELECT pg_advisory_unlock(727271)');
    } finally {
      await admin.destroy();
    }
    return name;
  })();
  return postgresTemplate;
}

/** The URL of the tests' PostgreSQL server (TEST_DB=postgres). */
function testPostgresUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return baseUrl;
}

/** A PostgreSQL database of its own (a copy of `template` when given), dropped again on close. */
async function throwawayPostgres(baseUrl: string, prefix: string, template?: string): Promise<Database> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl(baseUrl), pool: { min: 0, max: 1 } });
  await (template ? admin.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]) : admin.raw('CREATE DATABASE ??', [name]));
  const db = await connectPostgres(adminUrl(baseUrl, name), 5);
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}

/** A fresh, migrated database for one test server; dropped again on close (PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'embedded') {
    return connectEmbedded({ dir: null, template: await loadEmbeddedTemplate() });
  }
  const baseUrl = testPostgresUrl();
  return throwawayPostgres(baseUrl, 'tt_test', await loadPostgresTemplate(baseUrl));
}

/**
 * An EMPTY database (no schema at all) for tests of migrating itself; dropped again on close
 * (PostgreSQL). Embedded: a new in-memory PGlite.
 */
export async function createEmptyTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'embedded') return connectEmbedded({ dir: null });
  return throwawayPostgres(testPostgresUrl(), 'tt_empty');
}

/** A fresh PostgreSQL test database whatever TEST_DB says (for suites that need PostgreSQL itself). */
export async function createPostgresTestDatabase(): Promise<Database> {
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = 'postgres';
  try {
    return await createTestDatabase();
  } finally {
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
}

/** The connection URL of a test database (PostgreSQL only), for servers in other processes. */
export function connectionUrlOf(db: Database): string | null {
  const config = db.knex.client.config as { connection?: unknown };
  if (typeof config.connection === 'string') return config.connection;
  if (db.kind !== 'postgres' || !config.connection || typeof config.connection !== 'object') return null;
  // knex keeps a connection string parsed into its parts: put them back together.
  const { user, password, host, port, database } = config.connection as Record<string, string | number | undefined>;
  const url = new URL(`postgres://${host ?? '127.0.0.1'}:${port ?? 5432}`);
  url.username = String(user ?? ''); // the setters percent-encode
  url.password = String(password ?? '');
  url.pathname = `/${database ?? ''}`;
  return url.toString();
}
