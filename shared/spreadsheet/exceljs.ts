import type { Workbook } from 'exceljs';

/**
 * A new exceljs workbook. exceljs is loaded on first use (a dynamic import), so it stays in a
 * chunk of its own, out of the web app's initial JavaScript; the import and the export share it.
 */
export async function newWorkbook(): Promise<Workbook> {
  const module = await import('exceljs');
  // The browser build is a UMD bundle and Node loads CommonJS: the classes sit on `default`.
  const library = ('default' in module ? module.default : module) as typeof module;
  return new library.Workbook();
}
