import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { flexRender, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortState } from '@shared/domain/profile-sort';
import { formatCount } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';
import { categoryColumnDef, COLUMN_DEFS } from './column-defs';
import { columnLabel, offeredColumns, type TeamlistColumnId } from './columns';
import { openProps } from './row-open';
import { SortableHeader } from './SortableHeader';
import type { TeamlistViewProps } from './teamlist-view';

interface Props extends TeamlistViewProps {
  /** The tree's categories (each can be a column). */
  categories: readonly string[];
  /** A header dragged onto another's place. */
  onMoveColumn(active: string, over: string): void;
  sort: SortState | null;
  onSort(column: TeamlistColumnId): void;
}

type DragId = { id: string | number };
const label = (id: string | number) => columnLabel(String(id) as TeamlistColumnId);
/** dnd-kit's live-region texts while a header moves, in the language shown (read when each is said). */
const announcements = {
  onDragStart: ({ active }: { active: DragId }) => t('teamlist.moves.pickedUp', { column: label(active.id) }),
  onDragOver: ({ active, over }: { active: DragId; over: DragId | null }) => (over ? t('teamlist.moves.over', { column: label(active.id), over: label(over.id) }) : undefined),
  onDragEnd: ({ active, over }: { active: DragId; over: DragId | null }) =>
    over ? t('teamlist.moves.dropped', { column: label(active.id), over: label(over.id) }) : t('teamlist.moves.droppedNowhere'),
  onDragCancel: () => t('teamlist.moves.cancelled'),
};

/** The empty text when the Filter menu hides every partner. */
export function FiltersHideAll({ hidden, onReset }: { hidden: number; onReset(): void }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 text-sm">
      {t('teamlist.filtersHide', { count: hidden, number: formatCount(hidden, currentLanguage()) })}{' '}
      <button type="button" onClick={onReset} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 touch:min-h-11 dark:text-emerald-300">
        {t('teamlist.resetFilters')}
      </button>
    </p>
  );
}

/** The partner table: `rows` is already searched, filtered, sorted and paged; headers reorder by drag; a row opens its partner. */
export function TeamlistTable({ rows, columns, categories, onMoveColumn, sort, onSort, onOpen, meta, hiddenByFilters, onResetFilters }: Props) {
  const { t } = useTranslation();
  const defs = useMemo(() => [...COLUMN_DEFS, ...categories.map(categoryColumnDef)], [categories]);
  const columnVisibility = useMemo<VisibilityState>(() => Object.fromEntries(offeredColumns(categories, true).map((c) => [c, columns.includes(c)])), [columns, categories]);
  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    state: { columnOrder: columns, columnVisibility },
    manualSorting: true,
    manualPagination: true,
    meta,
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMoveColumn(String(active.id), String(over.id));
  };
  const visible = table.getVisibleLeafColumns().length;

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('teamlist.moves.instructions') } }}>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('teamlist.table.caption')}</caption>
          <thead className="border-b border-slate-200 dark:border-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                <SortableContext items={columns} strategy={horizontalListSortingStrategy}>
                  {group.headers.map((header) => (
                    <SortableHeader key={header.id} column={header.column.id as TeamlistColumnId} sort={sort} onSort={onSort} />
                  ))}
                </SortableContext>
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visible} className="px-3 py-8 text-center text-slate-600 dark:text-slate-400">
                  <p>{t('teamlist.empty')}</p>
                  {hiddenByFilters > 0 && <FiltersHideAll hidden={hiddenByFilters} onReset={onResetFilters} />}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-partner={row.id}
                  {...openProps(() => onOpen(row.original))}
                  className="cursor-pointer outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:hover:bg-slate-800/40 dark:focus-visible:bg-slate-800"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-column={cell.column.id} className="px-3 py-2 text-sm whitespace-nowrap">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </DndContext>
  );
}
