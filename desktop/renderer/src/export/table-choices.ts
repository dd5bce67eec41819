import type { ExportTable } from '@shared/export/export-table';
import type { ExportChoice } from './ExportMenu';
import { downloadTable } from './table-download';

/**
 * The Export menu's entries for a table view: CSV and Excel. `table` is called when an entry
 * is chosen, so the view's rows are read only then.
 */
export function tableChoices(table: () => ExportTable, names: { tree: string; sheet: string }): ExportChoice[] {
  return [
    { label: 'Export as CSV', run: () => downloadTable(table(), 'csv', names) },
    { label: 'Export as Excel (.xlsx)', run: () => downloadTable(table(), 'xlsx', names) },
  ];
}
