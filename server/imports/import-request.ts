import { z } from 'zod';
import { IMPORT_ROWS_MAX, importRequest, importRowInput } from '../../shared/schemas/import';
import { validate } from '../http/validate';
import { yieldToRequests } from './import-steps';

/** The request without its rows' contents (they are validated a slice at a time); a failure is reported by `importRequest`. */
const envelope = importRequest.extend({ rows: z.array(z.unknown()).min(1).max(IMPORT_ROWS_MAX) });
const rowSlice = z.array(importRowInput);
/** Rows validated per turn of the event loop (about 30 ms). */
const SLICE_ROWS = 5000;

/**
 * `validate(importRequest, body)` without holding the event loop for the whole of a
 * 50,000-row body: the rows are checked a slice at a time with other requests served between
 * slices. Bad input gets exactly the answer `validate(importRequest)` gives (400 naming
 * `rows.<i>.<field>`), by validating the whole body again once something failed.
 */
export async function validateImportRequest(body: unknown): Promise<z.output<typeof importRequest>> {
  const outline = envelope.safeParse(body);
  if (!outline.success) return validate(importRequest, body);
  const rows: z.output<typeof importRowInput>[] = [];
  for (let from = 0; from < outline.data.rows.length; from += SLICE_ROWS) {
    await yieldToRequests();
    const slice = rowSlice.safeParse(outline.data.rows.slice(from, from + SLICE_ROWS));
    if (!slice.success) return validate(importRequest, body);
    rows.push(...slice.data);
  }
  return { ...outline.data, rows };
}
