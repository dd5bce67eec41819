import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { billStatus } from '@shared/domain/bill-status';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import type { DashboardProfile, DashboardSortColumn } from './dashboard-rows';
import { shortDate } from './calendar-labels';

/** What cells read besides their row: passed as the table's `meta`. */
export interface ProfileTableMeta {
  today: string;
}

export type ProfileTableColumn = DashboardSortColumn | 'status';

const helper = createColumnHelper<DashboardProfile>();

/** The columns, defined once at module level (react-table needs stable column objects); their headers are the catalogue's `dashboard.columns`. */
export const PROFILE_TABLE_COLUMNS: ColumnDef<DashboardProfile, string | null>[] = [
  helper.accessor('name', { id: 'name', cell: (c) => c.getValue() }),
  helper.accessor('billDate', { id: 'billDate', cell: (c) => (c.getValue() ? shortDate(c.getValue()!) : '—') }),
  helper.accessor('billDate', {
    id: 'status',
    cell: (c) => <BillStatusBadge status={billStatus(c.getValue(), (c.table.options.meta as ProfileTableMeta).today)} />,
  }),
] as ColumnDef<DashboardProfile, string | null>[];

/** The cells' classes: the name takes the room the date and the badge do not need, cut with an ellipsis. */
export const CELL_CLASSES: Record<ProfileTableColumn, string> = {
  name: 'max-w-0 truncate px-3 py-2 font-medium',
  billDate: 'px-3 py-2 whitespace-nowrap tabular-nums',
  status: 'px-3 py-2',
};

/** The headers' width classes (the name column takes the rest). */
export const HEADER_CLASSES: Record<ProfileTableColumn, string> = { name: 'w-full', billDate: 'w-px', status: 'w-px' };
