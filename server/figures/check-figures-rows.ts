import type { z } from 'zod';
import { CHECK_SLICE_MS, CHECK_SLICE_ROWS, ROW_ERRORS_MAX } from '../../shared/import/check-import-rows';
import { figuresRow, type Figures } from '../../shared/schemas/figures';
import { invalidInput } from '../http/validate';
import { yieldToRequests } from '../imports/import-steps';

/**
 * A figures write's rows checked a slice at a time with other requests served between slices,
 * as the import's rows are (shared/import/check-import-rows.ts): the first 100 bad rows are 400
 * `{error, fields}` naming `rows.<i>.<field>`, and the rows after them are never read.
 */
export async function validateFiguresRows(rows: readonly unknown[]): Promise<Figures[]> {
  const parsed: Figures[] = [];
  const issues: z.core.$ZodIssue[] = [];
  let badRows = 0;
  let sliceStart = performance.now();
  for (let i = 0; i < rows.length; i++) {
    if (i % CHECK_SLICE_ROWS === 0 || performance.now() - sliceStart >= CHECK_SLICE_MS) {
      await yieldToRequests();
      sliceStart = performance.now();
    }
    const row = figuresRow.safeParse(rows[i]);
    if (row.success) {
      parsed.push(row.data);
      continue;
    }
    issues.push(...row.error.issues.map((issue) => ({ ...issue, path: ['rows', i, ...issue.path] })));
    if (++badRows >= ROW_ERRORS_MAX) break;
  }
  if (badRows > 0) throw invalidInput(issues);
  return parsed;
}
