import { todayIn } from '../../../../../shared/domain/calendar-date';
import { csvDelimiterFor, exportCsv } from '../../../../../shared/export/export-csv';
import { exportFileName } from '../../../../../shared/export/export-file-name';
import type { ExportTable } from '../../../../../shared/export/export-table';
import { exportXlsx } from '../../../../../shared/export/export-xlsx';
import { downloadBlob } from './download';

export type TableFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The table as a file: CSV (with a BOM, the user's list separator) or XLSX (exceljs, loaded now). */
async function tableBlob(table: ExportTable, format: TableFormat, sheet: string): Promise<Blob> {
  if (format === 'csv') return new Blob([exportCsv(table, csvDelimiterFor(navigator.language))], { type: 'text/csv;charset=utf-8' });
  return new Blob([await exportXlsx(table, sheet)], { type: XLSX_TYPE });
}

/** Downloads the table as `TeamTree-<tree>-<today>.csv|xlsx`. */
export async function downloadTable(table: ExportTable, format: TableFormat, names: { tree: string; sheet: string }): Promise<void> {
  const blob = await tableBlob(table, format, names.sheet);
  downloadBlob(blob, exportFileName(names.tree, todayIn(), format));
}
