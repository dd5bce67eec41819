import { todayIn } from '@shared/domain/calendar-date';
import { exportFileName } from '@shared/export/export-file-name';
import type { ExportTable } from '@shared/export/export-table';
import { downloadBlob } from './download';

export type TableFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The table as a file: CSV (with a BOM, the user's list separator) or XLSX. The writers
 * (papaparse, exceljs) are loaded on first use, so the pages carry neither until an export.
 */
async function tableBlob(table: ExportTable, format: TableFormat, sheet: string): Promise<Blob> {
  if (format === 'csv') {
    const { csvDelimiterFor, exportCsv } = await import('@shared/export/export-csv');
    return new Blob([exportCsv(table, csvDelimiterFor(navigator.language))], { type: 'text/csv;charset=utf-8' });
  }
  const { exportXlsx } = await import('@shared/export/export-xlsx');
  return new Blob([await exportXlsx(table, sheet)], { type: XLSX_TYPE });
}

/** Downloads the table as `TeamTree-<tree>-<today>.csv|xlsx`. */
export async function downloadTable(table: ExportTable, format: TableFormat, names: { tree: string; sheet: string }): Promise<void> {
  const blob = await tableBlob(table, format, names.sheet);
  downloadBlob(blob, exportFileName(names.tree, todayIn(), format));
}
