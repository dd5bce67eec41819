import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { canHide, columnLabel, type TeamlistColumnId } from './columns';
import { flyoutPlacement } from '../../components/flyout';

const moveButton =
  'flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** The buttons' arrows (hidden from screen readers: the buttons' names say it). */
const ARROW = { up: '↑', down: '↓' };

/** Up and down for a shown column (the cards' order, where no header can be dragged). */
function MoveButtons({ columns, column, onMove }: { columns: TeamlistColumnId[]; column: TeamlistColumnId; onMove(active: string, over: string): void }) {
  const { t } = useTranslation();
  const at = columns.indexOf(column);
  const label = columnLabel(column);
  return (
    <span className="flex gap-1">
      <button type="button" aria-label={t('teamlist.chooser.moveUp', { column: label })} disabled={at <= 0} onClick={() => onMove(column, columns[at - 1])} className={moveButton}>
        <span aria-hidden="true">{ARROW.up}</span>
      </button>
      <button type="button" aria-label={t('teamlist.chooser.moveDown', { column: label })} disabled={at >= columns.length - 1} onClick={() => onMove(column, columns[at + 1])} className={moveButton}>
        <span aria-hidden="true">{ARROW.down}</span>
      </button>
    </span>
  );
}

interface Props {
  /** The shown columns in their order. */
  columns: TeamlistColumnId[];
  /** Every column the tree offers: the fixed ones, then one per category. */
  offered: readonly TeamlistColumnId[];
  onToggle(column: TeamlistColumnId): void;
  onMove(active: string, over: string): void;
  /** The cards (a phone): shown columns move up and down here, as no header can be dragged. */
  cards?: boolean;
}

/**
 * The column chooser: one checkbox per column, the tree's categories among them (on cards the shown
 * ones first, in their order); the last of the contract's columns cannot be hidden. A long list
 * (many categories, longer German words) scrolls inside the window's free height.
 */
export function ColumnChooser({ columns, offered, onToggle, onMove, cards = false }: Props) {
  const { t } = useTranslation();
  const listed = cards ? [...columns, ...offered.filter((c) => !columns.includes(c))] : offered;
  return (
    <Popover.Root>
      <Popover.Trigger className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 touch:min-h-11 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
        {t('teamlist.chooser.button')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          {...flyoutPlacement}
          aria-label={t('teamlist.chooser.visible')}
          className={`z-50 max-h-[var(--radix-popover-content-available-height)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900 ${cards ? 'w-72' : 'w-56'}`}
        >
          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('teamlist.chooser.visible')}</legend>
            {listed.map((column) => {
              const checked = columns.includes(column);
              const last = checked && !canHide(columns, column);
              return (
                <div key={column} className="flex items-center gap-1">
                  <label className={`flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1.5 text-sm touch:min-h-11 ${last ? 'opacity-60' : 'cursor-pointer hover:bg-slate-100 dark:hover:bg-slate-800'}`}>
                    <input
                      type="checkbox"
                      name={`column-${column}`}
                      checked={checked}
                      disabled={last}
                      onChange={() => onToggle(column)}
                      className="size-4 accent-brand-700"
                    />
                    {columnLabel(column)}
                  </label>
                  {cards && checked && <MoveButtons columns={columns} column={column} onMove={onMove} />}
                </div>
              );
            })}
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {cards ? t('teamlist.chooser.cardsHint') : t('teamlist.chooser.dragHint')}
            </p>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
