import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { billStatus } from '@shared/domain/bill-status';
import type { ListColumn } from '@shared/domain/constants';
import { categoryColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { Link } from 'react-router';
import { formatGermanDate } from '@shared/domain/calendar-date';
import { partnerHref } from '../../lib/partner-link';
import { HiddenByOwner } from '../../components/HiddenByOwner';
import { PhoneActions } from '../../components/PhoneActions';
import type { HideableField } from '@shared/domain/read-privacy';
import type { ViewMode } from '../../stores/view-store';
import { COLUMN_LABELS, type ListProfile } from './columns';

/** What cells read besides their row: passed as the table's `meta`. */
export interface TeamlistMeta {
  viewMode: ViewMode;
  today: string;
  /** The tree the rows belong to (a name opens the partner on the tree page). */
  teamtreeId: string | null;
  /** The fields the owner hides from the viewer (a READ member): their cells say so instead of a dash. */
  hidden?: readonly HideableField[];
}

/** An empty cell of a field: 'Hidden by the owner' when the owner hides it from the viewer. */
export function emptyOf(meta: TeamlistMeta | undefined, field: HideableField) {
  return meta?.hidden?.includes(field) ? <HiddenByOwner /> : muted;
}

const helper = createColumnHelper<ListProfile>();
/** An empty cell. */
export const muted = <span className="text-slate-500 dark:text-slate-400">—</span>;

/** Free text (names): cut with an ellipsis, the whole text in a tooltip, so one long name never widens the table. */
function TextCell({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`block max-w-[16rem] truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

export function DateCell({ value }: { value: string | null }) {
  return value ? <time dateTime={value}>{formatGermanDate(value)}</time> : muted;
}

/** A partner not below the viewer (or any partner when no profile is linked) has no level: a dash, said in words to screen readers. */
export const noLevel = (
  <span className="text-slate-500 dark:text-slate-400">
    <span aria-hidden="true">–</span>
    <span className="sr-only">not below you</span>
  </span>
);

export function NumberCell({ value }: { value: number }) {
  return <span className="tabular-nums">{value.toLocaleString('en-US')}</span>;
}

/** All list columns, defined once at module level (react-table needs stable column objects). */
export const COLUMN_DEFS: ColumnDef<ListProfile, unknown>[] = [
  helper.accessor('name', {
    id: 'name',
    header: COLUMN_LABELS.name,
    cell: (c) => {
      const treeId = (c.table.options.meta as TeamlistMeta | undefined)?.teamtreeId;
      const name = <TextCell className="font-medium" text={c.getValue() ?? ''} />;
      return treeId ? (
        <Link to={partnerHref(treeId, c.row.original.id)} className="hover:underline focus-visible:underline">
          {name}
        </Link>
      ) : (
        name
      );
    },
  }),
  helper.accessor('phone', {
    id: 'phone',
    header: COLUMN_LABELS.phone,
    cell: (c) => (c.getValue() ? <PhoneActions phone={c.getValue()} name={c.row.original.name} /> : emptyOf(c.table.options.meta as TeamlistMeta | undefined, 'phone')),
  }),
  helper.accessor('birthday', {
    id: 'birthday',
    header: COLUMN_LABELS.birthday,
    cell: (c) => (c.getValue() ? <DateCell value={c.getValue()} /> : emptyOf(c.table.options.meta as TeamlistMeta | undefined, 'birthday')),
  }),
  helper.accessor('billDate', {
    id: 'billDate',
    header: COLUMN_LABELS.billDate,
    cell: (c) => {
      const meta = c.table.options.meta as TeamlistMeta | undefined;
      const value = c.getValue();
      if (meta?.viewMode !== 'billdate') return <DateCell value={value} />;
      return (
        <span className="flex flex-wrap items-center gap-2">
          <DateCell value={value} />
          <BillStatusBadge status={billStatus(value, meta.today)} />
        </span>
      );
    },
  }),
  helper.accessor('parentName', { id: 'upline', header: COLUMN_LABELS.upline, cell: (c) => (c.getValue() ? <TextCell text={c.getValue()!} /> : muted) }),
  helper.accessor('teamSize', { id: 'teamSize', header: COLUMN_LABELS.teamSize, cell: (c) => <NumberCell value={c.getValue()} /> }),
  helper.accessor('largestLeg', { id: 'largestLeg', header: COLUMN_LABELS.largestLeg, cell: (c) => <NumberCell value={c.getValue()} /> }),
  helper.accessor('level', {
    id: 'level',
    header: COLUMN_LABELS.level,
    cell: (c) => {
      const level = c.getValue();
      return level === null ? noLevel : <NumberCell value={level} />;
    },
  }),
] as ColumnDef<ListProfile, unknown>[];

export type ColumnId = ListColumn;

/** A category's column (`category:<name>`): the partner's value for it, or a dash. */
export function categoryColumnDef(name: string): ColumnDef<ListProfile, unknown> {
  return helper.accessor((row) => categoryValueOf(row.categories, name), {
    id: categoryColumn(name),
    header: name,
    cell: (c) => {
      const value = c.getValue() as string;
      return value ? <TextCell text={value} /> : muted;
    },
  }) as ColumnDef<ListProfile, unknown>;
}
