import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteKnexClient } from './pglite-client';

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const OID = { INT8: 20, DATE: 1082 } as const;

// One set of type rules for both drivers: counts and bigints are numbers, dates stay strings.
pg.types.setTypeParser(OID.INT8, (value: string) => Number(value));
pg.types.setTypeParser(OID.DATE, (value: string) => value);

const pgliteParsers = {
  [OID.INT8]: (value: string) => Number(value),
  [OID.DATE]: (value: string) => value,
};

export async function connectPostgres(url: string, poolMax = 10): Promise<Database> {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: poolMax } });
  return { knex, kind: 'postgres', close: () => knex.destroy() };
}

export interface EmbeddedOptions {
  /** Folder of the database files; `null` keeps it in memory (tests). */
  dir: string | null;
  /** A data folder tarball (from dumpDataDir) to start from, e.g. a migrated template. */
  template?: Blob;
}

export async function connectEmbedded(options: EmbeddedOptions): Promise<Database> {
  if (options.dir) await fs.mkdir(path.dirname(options.dir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dir ?? undefined,
    loadDataDir: options.template,
    parsers: pgliteParsers,
  });
  const knex = knexFactory({
    client: PGliteKnexClient as unknown as typeof Knex.Client,
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
  });
  return {
    knex,
    kind: 'embedded',
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function connectDatabase(settings: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return settings.databaseUrl
    ? connectPostgres(settings.databaseUrl)
    : connectEmbedded({ dir: path.join(settings.dataDir, 'db') });
}
