import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';

const JWT_SECRET_NAME = 'jwt_secret';

function generateSecret(): string {
  return crypto.randomBytes(48).toString('base64url');
}

/** Kept in DATA_DIR when the server runs alone on the embedded database. */
async function secretFromFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>;
    if (typeof stored[JWT_SECRET_NAME] === 'string') return stored[JWT_SECRET_NAME];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = generateSecret();
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, JSON.stringify({ [JWT_SECRET_NAME]: secret }), { mode: 0o600 });
  return secret;
}

/** Kept in the database with DATABASE_URL, so that every instance signs with the same key. */
async function secretFromDatabase(knex: Knex): Promise<string> {
  await knex('app_secrets').insert({ name: JWT_SECRET_NAME, value: generateSecret() }).onConflict('name').ignore();
  const row = await knex('app_secrets').where({ name: JWT_SECRET_NAME }).first('value');
  return row.value as string;
}

export async function loadJwtSecret(options: {
  configured: string | null;
  dataDir: string;
  knex: Knex;
  shared: boolean;
}): Promise<string> {
  if (options.configured) return options.configured;
  return options.shared ? secretFromDatabase(options.knex) : secretFromFile(options.dataDir);
}
