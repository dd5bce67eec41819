import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { freePort } from '../../support/free-port';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, pg_ctl on a free port), so
 * the test can restart or stop it without touching the machine's cluster that other suites use.
 * As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  /** Drops (with FORCE) and creates an empty database. */
  recreateDatabase(name: string): Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is cut, the cluster is down until `start`. */
  shutDown(): Promise<void>;
  /** Starts the cluster again; resolves once it accepts connections. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl, or why there is none. */
export function findPostgresBinaries(): { dir: string } | { missing: string } {
  const candidates: string[] = [];
  try {
    const versions = fs.readdirSync('/usr/lib/postgresql').sort((x, y) => Number(y) - Number(x));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) candidates.push(dir);
  const dir = candidates.find((d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')));
  return dir ? { dir } : { missing: 'initdb and pg_ctl not found (apt-get install postgresql)' };
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const base = await fsp.mkdtemp(path.join(os.tmpdir(), 'teamtree-pg-'));
  const dataDir = path.join(base, 'data');
  const logFile = path.join(base, 'postgres.log');
  if (asRoot) await run('chown', ['postgres:postgres', base]);
  await fsp.chmod(base, 0o755);
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args]) : run(path.join(binDir, tool), args);

  await pg('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  await start();

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async <T>(work: (db: knexFactory.Knex) => Promise<T>): Promise<T> => {
    const db = knexFactory({ client: 'pg', connection: url('postgres'), pool: { min: 0, max: 1 } });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  return {
    url,
    recreateDatabase: (name) =>
      admin(async (db) => {
        await db.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
        await db.raw('CREATE DATABASE ??', [name]);
      }),
    shutDown: async () => {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    start: async () => {
      await start();
    },
    stop: async () => {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await fsp.rm(base, { recursive: true, force: true });
    },
  };
}
