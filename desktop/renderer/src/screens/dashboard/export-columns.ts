import { BILL_STATUS_LABELS, billStatus } from '@shared/domain/bill-status';
import { exportTable, type ExportTable } from '@shared/export/export-table';
import { PROFILE_TABLE_HEADERS, type DashboardProfile } from './dashboard-rows';

/**
 * The dashboard's partner table as the user sees it: the searched, sorted rows in their order
 * (a highlight's rows first; the dimmed rows too, as the table still shows them), Name, Bill
 * Date and the status badge's text.
 */
export function dashboardTable(rows: readonly DashboardProfile[], today: string): ExportTable {
  return exportTable(rows, [
    { header: PROFILE_TABLE_HEADERS.name, kind: 'text', value: (p) => p.name },
    { header: PROFILE_TABLE_HEADERS.billDate, kind: 'date', value: (p) => p.billDate },
    { header: PROFILE_TABLE_HEADERS.status, kind: 'text', value: (p) => BILL_STATUS_LABELS[billStatus(p.billDate, today)] },
  ]);
}
