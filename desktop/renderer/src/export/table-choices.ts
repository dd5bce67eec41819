import type { ExportTable } from '@shared/export/export-table';
import type { ExportChoice } from './ExportMenu';
import { t } from '../i18n/i18n';
import { downloadTable } from './table-download';

/**
 * The Export menu's entries for a table view: CSV and Excel. `table` is called when an entry
 * is chosen, so the view's rows are read only then. The entries say it in the language shown when
 * they are made (a caller's memo lists the language among its inputs).
 */
export function tableChoices(table: () => ExportTable, names: { tree: string; sheet: string }): ExportChoice[] {
  return [
    { label: t('exportMenu.csv'), run: () => downloadTable(table(), 'csv', names) },
    { label: t('exportMenu.xlsx'), run: () => downloadTable(table(), 'xlsx', names) },
  ];
}
