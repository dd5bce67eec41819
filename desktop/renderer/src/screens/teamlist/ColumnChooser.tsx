import { Popover } from 'radix-ui';
import { LIST_COLUMNS, type ListColumn } from '@shared/domain/constants';
import { canHide, COLUMN_LABELS, toggleColumn } from './columns';

/** The column chooser: one checkbox per column; the last of the contract's columns cannot be hidden. */
export function ColumnChooser({ columns, onChange }: { columns: ListColumn[]; onChange(columns: ListColumn[]): void }) {
  return (
    <Popover.Root>
      <Popover.Trigger className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
        Columns
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Visible columns"
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Visible columns</legend>
            {LIST_COLUMNS.map((column) => {
              const checked = columns.includes(column);
              const last = checked && !canHide(columns, column);
              return (
                <label key={column} className={`flex items-center gap-2 rounded-md px-1 py-1.5 text-sm ${last ? 'opacity-60' : 'cursor-pointer hover:bg-slate-100 dark:hover:bg-slate-800'}`}>
                  <input
                    type="checkbox"
                    name={`column-${column}`}
                    checked={checked}
                    disabled={last}
                    onChange={() => onChange(toggleColumn(columns, column))}
                    className="size-4 accent-brand-700"
                  />
                  {COLUMN_LABELS[column]}
                </label>
              );
            })}
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Drag a column header to move it.</p>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
