import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The profile store (server/profiles/store/) is the one module that reads and writes profiles,
 * their tags and the tree's categories; inside it, only the write gateway (gateway.ts, with the
 * writer modules it alone calls) writes. So no command can change a profile without the tree
 * lock and the version bump the tree cache relies on.
 */

const SERVER = path.resolve(__dirname, '../../../server');
const STORE = path.join(SERVER, 'profiles/store');
const WRITERS = [
  'gateway.ts',
  'category-writes.ts',
  'batch-writes.ts',
  // The trash copy of a deleted downline and its restore: set-based SQL in the delete's or restore's transaction.
  'trash-writes.ts',
  // A deleted partner's notes and tasks into the trash and back, inside the trash writes' statements.
  'trash-follow-ups.ts',
  // A deleted account's tags lose their creator: set-based SQL, raising versions without a history entry.
  'tag-creator-writes.ts',
  // A category's ordered values: the categories table only, under the tree's lock.
  'category-order-writes.ts',
];
/** Writer modules that are parts of another writer module (the only one importing them), by that module. */
const PARTS: Record<string, string> = { 'trash-follow-ups': 'trash-writes.ts' };
/** The writer modules the gateway alone uses, as imports name them. */
const WRITER_MODULES = WRITERS.filter((file) => file !== 'gateway.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((module) => !(module in PARTS));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('db', 'migrations')) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(SERVER, file);
/** A profile table named in a query builder call (`db('profiles as p')`) or in SQL text. */
const NAMES_TABLE = /\(\s*['"`](profiles|profile_tags|categories)( as \w+)?['"`]|\b(from|join|into|update)\s+(profiles|profile_tags|categories)\b/i;
/** A builder write, or one in SQL text (the table named or interpolated: `UPDATE ${PROFILES} p SET`). */
const WRITES = /\.(insert|update|del|delete)\(|\b(INSERT\s+INTO|DELETE\s+FROM)\b|\bUPDATE\s+(\w+|\$\{\w+\})(\s+(AS\s+)?\w+)?\s+SET\b/i;

describe('the profile store boundary', () => {
  it('names the profile tables nowhere outside server/profiles/store', () => {
    const outside = sources(SERVER).filter((file) => !file.startsWith(STORE) && NAMES_TABLE.test(read(file)));
    expect(outside.map(relative)).toEqual([]);
  });

  it('imports the table names (columns.ts) only inside the store', () => {
    const outside = sources(SERVER).filter((file) => !file.startsWith(STORE) && /profiles\/store\/columns'/.test(read(file)) && /\b(PROFILES|TAGS|CATEGORIES)\b/.test(read(file)));
    expect(outside.map(relative)).toEqual([]);
  });

  it('writes only in the gateway, and only the gateway uses its writer modules', () => {
    const writing = sources(STORE).filter((file) => WRITES.test(read(file))).map((file) => path.basename(file));
    expect(writing.sort()).toEqual([...WRITERS].sort());
    const importsWriter = new RegExp(`from '(\\.|[./]*profiles/store)/(${WRITER_MODULES.join('|')})'`);
    const importers = sources(SERVER).filter((file) => importsWriter.test(read(file)));
    expect(importers.map(relative)).toEqual(['profiles/store/gateway.ts']);
    for (const [part, whole] of Object.entries(PARTS)) {
      const partImporters = sources(SERVER).filter((file) => new RegExp(`from '(\\.|[./]*profiles/store)/${part}'`).test(read(file)));
      expect(partImporters.map(relative)).toEqual([`profiles/store/${whole}`]);
    }
  });

  it('recognises a table named in a builder call or in SQL, and not in JSON text', () => {
    expect(NAMES_TABLE.test("await trx('profiles').where({ id }).update({ name })")).toBe(true);
    expect(NAMES_TABLE.test('UPDATE profiles SET version = version + 1')).toBe(true);
    expect(NAMES_TABLE.test('{"teamtree":{"profiles":[')).toBe(false);
    expect(WRITES.test('UPDATE ${PROFILES} p SET name = v.name')).toBe(true);
    expect(WRITES.test('UPDATE profiles SET version = version + 1')).toBe(true);
  });
});
