import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { billStatus } from '@shared/domain/bill-status';
import type { ListColumn } from '@shared/domain/constants';
import { categoryColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { Link } from 'react-router';
import { partnerHref } from '../../lib/partner-link';
import { HiddenByOwner } from '../../components/HiddenByOwner';
import { PhoneActions } from '../../components/PhoneActions';
import type { HideableField } from '@shared/domain/read-privacy';
import type { ViewMode } from '../../stores/view-store';
import { useTranslation } from 'react-i18next';
import { dayOfMoment } from '@shared/domain/last-contact';
import { formatDay, formatMoment, formatNumber } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { type ListProfile } from './columns';

/** What cells read besides their row: passed as the table's `meta`. */
export interface TeamlistMeta {
  viewMode: ViewMode;
  today: string;
  /** The tree the rows belong to (a name opens the partner on the tree page). */
  teamtreeId: string | null;
  /** The fields the owner hides from the viewer (a READ member): their cells say so instead of a dash. */
  hidden?: readonly HideableField[];
  /** The owner hides activities from the viewer (a READ member): 'Last contact' says so instead of a dash. */
  lastContactHidden?: boolean;
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

/** A calendar day as the language writes it ('20.03.2031'). */
export function DateCell({ value }: { value: string | null }) {
  // Drawn again when the language changes.
  useTranslation();
  return value ? <time dateTime={value}>{formatDay(value, currentLanguage())}</time> : muted;
}

/** A moment as the day it was on the device's clock ('20.03.2031'), the exact time on hover. */
function MomentDayCell({ value }: { value: string }) {
  // Drawn again when the language changes.
  useTranslation();
  const language = currentLanguage();
  return (
    <time dateTime={value} title={formatMoment(new Date(value), language)}>
      {formatDay(dayOfMoment(value), language)}
    </time>
  );
}

/** The partner's last contact: its day, 'Hidden by the owner' when the owner hides activities from the viewer, else a dash. */
export function LastContactCell({ value, meta }: { value: string | null; meta: TeamlistMeta | undefined }) {
  if (value) return <MomentDayCell value={value} />;
  return meta?.lastContactHidden ? <HiddenByOwner /> : muted;
}

/** A partner not below the viewer (or any partner when no profile is linked) has no level: a dash, said in words to screen readers. */
function NoLevel() {
  const { t } = useTranslation();
  return (
    <span className="text-slate-500 dark:text-slate-400">
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t('teamlist.table.notBelowYou')}</span>
    </span>
  );
}
export const noLevel = <NoLevel />;

/** A figure, grouped as the language writes it ('1,234' / '1.234'). */
export function NumberCell({ value }: { value: number }) {
  // Drawn again when the language changes.
  useTranslation();
  return <span className="tabular-nums">{formatNumber(value, currentLanguage())}</span>;
}

/** A volume of the back office ('1,234.5' / '1.234,5'), a dash for none. */
export function VolumeCell({ value }: { value: number | null }) {
  // Drawn again when the language changes.
  useTranslation();
  return value === null ? muted : <span className="tabular-nums">{formatNumber(value, currentLanguage(), { maximumFractionDigits: 2 })}</span>;
}

/** Autoship of the month: 'Yes', 'No', or a dash when the month says nothing of it. */
export function AutoshipCell({ value }: { value: boolean | null }) {
  const { t } = useTranslation();
  return value === null ? muted : <span>{value ? t('figures.common.yes') : t('figures.common.no')}</span>;
}

/** All list columns, defined once at module level (react-table needs stable column objects); the headers show `columnLabel` (SortableHeader). */
export const COLUMN_DEFS: ColumnDef<ListProfile, unknown>[] = [
  helper.accessor('name', {
    id: 'name',
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
    cell: (c) => (c.getValue() ? <PhoneActions phone={c.getValue()} name={c.row.original.name} /> : emptyOf(c.table.options.meta as TeamlistMeta | undefined, 'phone')),
  }),
  helper.accessor('birthday', {
    id: 'birthday',
    cell: (c) => (c.getValue() ? <DateCell value={c.getValue()} /> : emptyOf(c.table.options.meta as TeamlistMeta | undefined, 'birthday')),
  }),
  helper.accessor('billDate', {
    id: 'billDate',
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
  helper.accessor('parentName', { id: 'upline', cell: (c) => (c.getValue() ? <TextCell text={c.getValue()!} /> : muted) }),
  helper.accessor('teamSize', { id: 'teamSize', cell: (c) => <NumberCell value={c.getValue()} /> }),
  helper.accessor('largestLeg', { id: 'largestLeg', cell: (c) => <NumberCell value={c.getValue()} /> }),
  helper.accessor('level', {
    id: 'level',
    cell: (c) => {
      const level = c.getValue();
      return level === null ? noLevel : <NumberCell value={level} />;
    },
  }),
  helper.accessor('lastContact', { id: 'lastContact', cell: (c) => <LastContactCell value={c.getValue()} meta={c.table.options.meta as TeamlistMeta | undefined} /> }),
  helper.accessor('nextFollowUp', { id: 'nextFollowUp', cell: (c) => <DateCell value={c.getValue()} /> }),
  // The figures of the month picked in 'Period' (figure-filters.ts).
  helper.accessor('pv', { id: 'pv', cell: (c) => <VolumeCell value={c.getValue()} /> }),
  helper.accessor('gv', { id: 'gv', cell: (c) => <VolumeCell value={c.getValue()} /> }),
  helper.accessor('teamVolume', { id: 'teamVolume', cell: (c) => <VolumeCell value={c.getValue()} /> }),
  helper.accessor('rank', { id: 'rank', cell: (c) => (c.getValue() ? <TextCell text={c.getValue()!} /> : muted) }),
  helper.accessor('paidRank', { id: 'paidRank', cell: (c) => (c.getValue() ? <TextCell text={c.getValue()!} /> : muted) }),
  helper.accessor('autoship', { id: 'autoship', cell: (c) => <AutoshipCell value={c.getValue()} /> }),
  helper.accessor('lastOrder', { id: 'lastOrder', cell: (c) => <DateCell value={c.getValue()} /> }),
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
