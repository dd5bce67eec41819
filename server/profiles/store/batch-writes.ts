import type { Knex } from 'knex';
import { PROFILE_COLUMNS as P, PROFILES, toColumns, type ProfileFields } from './columns';

/*
 * Many profiles updated in few statements: `UPDATE ... FROM (VALUES ...)` per chunk of rows
 * that change the same fields. The query builder has no UPDATE ... FROM, and one statement per
 * row costs an import of 10,000 matched rows seconds on PGlite (docs/performance.md): the one
 * write that stays SQL text. Only the write gateway calls this, under its lock; it raises the
 * versions here (`bumpAt`: the transaction's stamp) or knows them raised already (null).
 */

/** The SQL type of each field a batch may set (its VALUES column is cast to it). */
const FIELD_TYPES = { name: 'text', phone: 'text', birthday: 'date', billDate: 'date', reminders: 'jsonb' } as const satisfies Record<keyof ProfileFields, string>;
type BatchField = keyof typeof FIELD_TYPES;

export interface BatchUpdate {
  id: string;
  changes: Partial<ProfileFields>;
}

/** Rows per statement (each takes a parameter per field and one for the id). */
const CHUNK = 1000;

const fieldsOf = (update: BatchUpdate) => (Object.keys(FIELD_TYPES) as BatchField[]).filter((field) => update.changes[field] !== undefined);

/**
 * Sets the given fields of each profile of the tree (fields left out are kept; one update per
 * id); `bumpAt` raises versions too and sets `updated_at` to it. Answers how many of the profiles
 * it found in the tree. An update without fields is skipped unless `bumpAt` (and then not counted).
 */
export async function updateInBatches(trx: Knex.Transaction, teamtreeId: string, updates: readonly BatchUpdate[], bumpAt: string | null): Promise<number> {
  const byShape = new Map<string, BatchUpdate[]>();
  for (const update of updates) {
    const shape = fieldsOf(update).join(',');
    const group = byShape.get(shape);
    if (group) group.push(update);
    else byShape.set(shape, [update]);
  }
  let found = 0;
  for (const [shape, group] of byShape) {
    const fields = shape ? (shape.split(',') as BatchField[]) : [];
    for (let from = 0; from < group.length; from += CHUNK) found += await updateChunk(trx, teamtreeId, fields, group.slice(from, from + CHUNK), bumpAt);
  }
  return found;
}

async function updateChunk(trx: Knex.Transaction, teamtreeId: string, fields: BatchField[], updates: readonly BatchUpdate[], bumpAt: string | null): Promise<number> {
  const sets = fields.map((field) => `${P[field]} = v.${P[field]}`);
  if (bumpAt !== null) sets.push(`${P.version} = p.${P.version} + 1`, `${P.updatedAt} = ?::timestamptz`);
  if (sets.length === 0) return 0;
  const row = `(?::uuid${fields.map((field) => `, ?::${FIELD_TYPES[field]}`).join('')})`;
  const bindings = updates.flatMap((update) => {
    const columns = toColumns(update.changes);
    return [update.id, ...fields.map((field) => columns[P[field]] as Knex.Value)];
  });
  const result: { rows: unknown[] } = await trx.raw(
    `UPDATE ${PROFILES} p SET ${sets.join(', ')}
       FROM (VALUES ${updates.map(() => row).join(', ')}) AS v(${[P.id, ...fields.map((field) => P[field])].join(', ')})
      WHERE p.${P.id} = v.${P.id} AND p.${P.teamtreeId} = ?
  RETURNING p.${P.id}`,
    [...(bumpAt !== null ? [bumpAt] : []), ...bindings, teamtreeId],
  );
  return result.rows.length;
}
