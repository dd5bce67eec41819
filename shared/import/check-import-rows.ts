import type { z } from 'zod';
import { importRowInput } from '../schemas/import';

/** The row problems an import answer names at most; the rows after the 100th bad one are not read. */
export const ROW_ERRORS_MAX = 100;
/** Rows checked in one slice at most (a valid row takes a few microseconds, a bad one up to a quarter of a millisecond). */
export const CHECK_SLICE_ROWS = 1000;
/** A slice also ends after this many milliseconds, whatever its rows. */
export const CHECK_SLICE_MS = 10;

export type CheckedImportRow = z.output<typeof importRowInput>;
export type CheckedRows = { ok: true; rows: CheckedImportRow[] } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * Checks an import's rows one at a time against the row schema, in slices: the generator
 * yields after each slice (at most `CHECK_SLICE_ROWS` rows or `CHECK_SLICE_MS`), so its driver
 * can let other work run in between, and stops at the `ROW_ERRORS_MAX`th bad row. Its return
 * value: the parsed rows, or the bad rows' issues with paths `rows.<i>.<field>`.
 */
export function* checkImportRows(rows: readonly unknown[], now: () => number = () => performance.now()): Generator<void, CheckedRows, void> {
  const parsed: CheckedImportRow[] = [];
  const issues: z.core.$ZodIssue[] = [];
  let badRows = 0;
  let sliceRows = 0;
  let sliceStart = now();
  for (let i = 0; i < rows.length; i++) {
    if (sliceRows >= CHECK_SLICE_ROWS || now() - sliceStart >= CHECK_SLICE_MS) {
      yield;
      sliceRows = 0;
      sliceStart = now();
    }
    sliceRows++;
    const row = importRowInput.safeParse(rows[i]);
    if (row.success) {
      parsed.push(row.data);
      continue;
    }
    issues.push(...row.error.issues.map((issue) => ({ ...issue, path: ['rows', i, ...issue.path] })));
    if (++badRows >= ROW_ERRORS_MAX) break;
  }
  return badRows > 0 ? { ok: false, issues } : { ok: true, rows: parsed };
}
