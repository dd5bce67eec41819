import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { takeFingerMoves } from '../../lib/finger-moves';
import { columnLabel, isSortable, type TeamlistColumnId } from './columns';
import { ariaSort, sortMark, type AriaSort, type SortState } from '@shared/domain/profile-sort';

/** The drag handle's grip (hidden from screen readers: the handle's name says it). */
const GRIP = '⠿';

function SortMark({ state }: { state: AriaSort }) {
  const mark = sortMark(state);
  return (
    <span aria-hidden="true" className={`text-xs ${state === 'none' ? 'text-slate-400 dark:text-slate-500' : 'text-brand-700 dark:text-brand-500'}`}>
      {mark}
    </span>
  );
}

/** A header cell: a drag handle to reorder (pointer or keyboard) and, where allowed, a sort button. */
export function SortableHeader({ column, sort, onSort }: { column: TeamlistColumnId; sort: SortState | null; onSort(column: TeamlistColumnId): void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: column });
  const label = columnLabel(column);
  const state = ariaSort(sort, column);
  const style = { transform: CSS.Translate.toString(transform && { ...transform, y: 0 }), transition };
  // The handle drags by itself: a finger's moves on it are no scroll or fling for the browser.
  const handleRef = useCallback(
    (handle: HTMLButtonElement | null) => {
      setActivatorNodeRef(handle);
      if (!handle) return;
      const untake = takeFingerMoves(handle);
      return () => {
        untake();
        setActivatorNodeRef(null);
      };
    },
    [setActivatorNodeRef],
  );
  return (
    <th
      ref={setNodeRef}
      style={style}
      scope="col"
      aria-sort={isSortable(column) ? state : undefined}
      data-column={column}
      className={`relative bg-slate-50 px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-slate-700 dark:bg-slate-800/60 dark:text-slate-200 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <span className="flex items-center gap-1">
        <button
          ref={handleRef}
          type="button"
          aria-label={t('teamlist.table.moveColumn', { column: label })}
          className="flex size-6 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-200 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-700"
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">{GRIP}</span>
        </button>
        {isSortable(column) ? (
          <button type="button" onClick={() => onSort(column)} className="flex items-center gap-1.5 rounded px-1 py-0.5 hover:bg-slate-200 dark:hover:bg-slate-700">
            {label}
            <SortMark state={state} />
          </button>
        ) : (
          <span className="px-1">{label}</span>
        )}
      </span>
    </th>
  );
}
