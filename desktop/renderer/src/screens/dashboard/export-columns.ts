import { billStatus } from '@shared/domain/bill-status';
import { exportTable, type ExportTable } from '@shared/export/export-table';
import { t } from '../../i18n/i18n';
import type { DashboardProfile } from './dashboard-rows';

/**
 * The dashboard's partner table as the user sees it: the searched, sorted rows in their order
 * (a highlight's rows first; the dimmed rows too, as the table still shows them), Name, Bill
 * Date and the status badge's text, in the language shown.
 */
export function dashboardTable(rows: readonly DashboardProfile[], today: string): ExportTable {
  return exportTable(rows, [
    { header: t('dashboard.columns.name'), kind: 'text', value: (p) => p.name },
    { header: t('dashboard.columns.billDate'), kind: 'date', value: (p) => p.billDate },
    { header: t('dashboard.columns.status'), kind: 'text', value: (p) => t(`components.billStatus.${billStatus(p.billDate, today)}`) },
  ]);
}
