import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { flexRender, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { LIST_COLUMNS, type ListColumn } from '@shared/domain/constants';
import { COLUMN_DEFS, type TeamlistMeta } from './column-defs';
import type { SortState } from '@shared/domain/profile-sort';
import { COLUMN_LABELS, moveColumn, type ListProfile } from './columns';
import { SortableHeader } from './SortableHeader';

interface Props {
  rows: ListProfile[];
  columns: ListColumn[];
  onColumnsChange(columns: ListColumn[]): void;
  sort: SortState | null;
  onSort(column: ListColumn): void;
  meta: TeamlistMeta;
  /** Partners the Filter menu hides (the empty text says so, with a way out). */
  hiddenByFilters: number;
  onResetFilters(): void;
}

const announcements = {
  onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up column ${COLUMN_LABELS[active.id as ListColumn]}.`,
  onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over ? `Column ${COLUMN_LABELS[active.id as ListColumn]} is over ${COLUMN_LABELS[over.id as ListColumn]}.` : undefined,
  onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over ? `Column ${COLUMN_LABELS[active.id as ListColumn]} dropped at ${COLUMN_LABELS[over.id as ListColumn]}.` : 'Column dropped.',
  onDragCancel: () => 'Moving the column was cancelled.',
};

/** The empty text when the Filter menu hides every partner. */
export function FiltersHideAll({ hidden, onReset }: { hidden: number; onReset(): void }) {
  return (
    <p className="mt-2 text-sm">
      Filters are on: {hidden === 1 ? '1 partner is' : `${hidden} partners are`} hidden.{' '}
      <button type="button" onClick={onReset} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 touch:min-h-11 dark:text-emerald-300">
        Reset filters
      </button>
    </p>
  );
}

/** The partner table: `rows` is already filtered, sorted and paged; headers reorder by drag. */
export function TeamlistTable({ rows, columns, onColumnsChange, sort, onSort, meta, hiddenByFilters, onResetFilters }: Props) {
  const columnVisibility = useMemo<VisibilityState>(() => Object.fromEntries(LIST_COLUMNS.map((c) => [c, columns.includes(c)])), [columns]);
  const table = useReactTable({
    data: rows,
    columns: COLUMN_DEFS,
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
    if (over) onColumnsChange(moveColumn(columns, String(active.id), String(over.id)));
  };
  const visible = table.getVisibleLeafColumns().length;

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full border-collapse">
          <caption className="sr-only">Partners</caption>
          <thead className="border-b border-slate-200 dark:border-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                <SortableContext items={columns} strategy={horizontalListSortingStrategy}>
                  {group.headers.map((header) => (
                    <SortableHeader key={header.id} column={header.column.id as ListColumn} sort={sort} onSort={onSort} />
                  ))}
                </SortableContext>
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visible} className="px-3 py-8 text-center text-slate-600 dark:text-slate-400">
                  <p>No partners</p>
                  {hiddenByFilters > 0 && <FiltersHideAll hidden={hiddenByFilters} onReset={onResetFilters} />}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
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
