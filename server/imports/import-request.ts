import { z } from 'zod';
import { checkImportRows, type CheckedImportRow } from '../../shared/import/check-import-rows';
import { importRequest, importRows } from '../../shared/schemas/import';
import { invalidInput, validate } from '../http/validate';
import { yieldToRequests } from './import-steps';

/** The request with its rows counted but not read: what the caller's access is checked on. */
const envelope = importRequest.extend({ rows: importRows(z.unknown()) });
export type ImportEnvelope = z.output<typeof envelope>;

/**
 * The request's tree, parent and row count (400 for a bad one), without reading a row: a
 * 50,000-row body costs one pass over the array here, so the caller's membership is checked
 * before any row is.
 */
export function readImportEnvelope(body: unknown): ImportEnvelope {
  return validate(envelope, body);
}

/**
 * The envelope's rows validated a slice at a time with other requests served between slices
 * (`checkImportRows`); the first 100 bad rows are 400 `{error, fields}` naming
 * `rows.<i>.<field>`, and the rows after them are never read.
 */
export async function validateImportRows(rows: readonly unknown[]): Promise<CheckedImportRow[]> {
  const checks = checkImportRows(rows);
  for (let step = checks.next(); ; step = checks.next()) {
    if (step.done) {
      if (step.value.ok) return step.value.rows;
      throw invalidInput(step.value.issues);
    }
    await yieldToRequests();
  }
}
