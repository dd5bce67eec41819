import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEXT, downlineCount, positionOf } from '@shared/domain/genealogy';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import type { TreeProfile } from '../../realtime/tree-patch';
import { NumberCell } from './column-defs';
import { genealogyKey } from './genealogy-keys';
import { openProps } from './row-open';
import { NoPartnersCard } from './TeamlistCards';
import type { GenealogyState } from './use-genealogy';

/** Every row is this tall (px): the virtualiser places rows without measuring them. */
export const GENEALOGY_ROW_HEIGHT = 44;
/** The indent per level and the deepest indent (levels beyond it line up; their number tells): wide screens, phones. */
const INDENT = { wide: { step: 20, levels: 16 }, phone: { step: 12, levels: 5 } };

interface Props {
  state: GenealogyState;
  /** The tree's profiles, in the order the genealogy was built from (`genealogy.source` indexes them). */
  profiles: readonly TreeProfile[];
  phone: boolean;
  /** A row opened (clicked, not on its toggle; or Enter on it): the partner's details. */
  onOpen(id: string): void;
  hiddenByFilters: number;
  onResetFilters(): void;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : ''}`}>
      <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The grid's columns: name (indented), level, downline. */
const columnsOf = (phone: boolean) => (phone ? 'grid-cols-[minmax(0,1fr)_3rem_4.5rem]' : 'grid-cols-[minmax(0,1fr)_7rem_7rem]');

interface RowProps {
  row: number;
  /** Where the row sits in the scrolled content (px). */
  top: number;
  state: GenealogyState;
  name: string;
  phone: boolean;
  /** The row that takes the grid's Tab stop. */
  active: boolean;
  onFocus(id: string): void;
  onKeys(event: KeyboardEvent<HTMLElement>, row: number): void;
  onOpen(id: string): void;
}

/** One partner's row: the toggle of its team (when it has one in view), its name, level and downline; an upline shown only for a match is dimmed. */
function GenealogyRow({ row, top, state, name, phone, active, onFocus, onKeys, onOpen }: RowProps) {
  const { t } = useTranslation();
  const { genealogy, shown, rows, folded, setFolded } = state;
  const k = rows.at[row];
  const id = genealogy.ids[k];
  const hasTeam = rows.shownKids[k] > 0;
  const isFolded = hasTeam && folded.has(id);
  const context = shown !== null && shown[k] === CONTEXT;
  const level = genealogy.level[k];
  const indent = phone ? INDENT.phone : INDENT.wide;
  const open = openProps(() => onOpen(id));
  return (
    <div
      role="row"
      data-row={row}
      data-partner={id}
      data-context={context ? 'true' : undefined}
      aria-rowindex={row + 2}
      aria-level={rows.indent[k] + 1}
      aria-setsize={rows.setSize[k]}
      aria-posinset={rows.posInSet[k]}
      aria-expanded={hasTeam ? !isFolded : undefined}
      {...open}
      tabIndex={active ? 0 : -1}
      onFocus={() => onFocus(id)}
      onKeyDown={(event) => {
        onKeys(event, row);
        if (!event.defaultPrevented) open.onKeyDown(event);
      }}
      style={{ height: GENEALOGY_ROW_HEIGHT, transform: `translateY(${top}px)` }}
      className={`absolute top-0 left-0 grid w-full ${columnsOf(phone)} cursor-pointer items-center border-b border-slate-100 px-3 text-sm outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:border-slate-800 dark:hover:bg-slate-800/40 dark:focus-visible:bg-slate-800`}
    >
      <div role="gridcell" className="flex min-w-0 items-center gap-1" style={{ paddingLeft: Math.min(rows.indent[k], indent.levels) * indent.step }}>
        {hasTeam ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('teamlist.genealogy.teamOf', { name })}
            aria-expanded={!isFolded}
            title={isFolded ? t('teamlist.genealogy.unfold') : t('teamlist.genealogy.fold')}
            onClick={() => setFolded(id, !isFolded)}
            className="-ml-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <Chevron open={!isFolded} />
          </button>
        ) : (
          <span aria-hidden="true" className="-ml-2 w-10 shrink-0" />
        )}
        <span className={`min-w-0 truncate ${context ? 'text-slate-500 italic dark:text-slate-400' : 'font-medium'}`} title={context ? t('teamlist.genealogy.contextTitle', { name }) : name}>
          {name}
        </span>
        {context && <span className="sr-only">{t('teamlist.genealogy.context')}</span>}
      </div>
      <div role="gridcell" className="text-slate-700 tabular-nums dark:text-slate-300">
        {phone ? (
          <>
            <span className="sr-only">{t('teamlist.genealogy.levelWord')}</span>
            {formatCount(level, currentLanguage())}
          </>
        ) : (
          t('teamlist.genealogy.levelOf', { level: formatCount(level, currentLanguage()) })
        )}
      </div>
      <div role="gridcell" className="text-right text-slate-700 dark:text-slate-300">
        <NumberCell value={downlineCount(genealogy, k)} />
      </div>
    </div>
  );
}

/**
 * The Teamlist's Genealogy view (issue 35): the tree as rows in tree order, indented by level,
 * each with its level (the root 0, as on the tree page) and downline, and a toggle that folds its
 * team. A WAI-ARIA treegrid: one Tab stop (the last row focused), Up/Down/Home/End move, Right
 * unfolds or steps into the team, Left folds or steps to the upline, Enter opens the details.
 * Only the rows in view are in the page (TanStack Virtual): 100,000 rows scroll as 30 do.
 */
export function GenealogyView({ state, profiles, phone, onOpen, hiddenByFilters, onResetFilters }: Props) {
  const { t } = useTranslation();
  const { genealogy, rows, folded, setFolded } = state;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.count, getScrollElement: () => scroller.current, estimateSize: () => GENEALOGY_ROW_HEIGHT, overscan: 12 });
  const [activeId, setActiveId] = useState<string | null>(null);
  const activePosition = activeId === null ? undefined : positionOf(genealogy, activeId);
  const items = virtualizer.getVirtualItems();
  // The row that takes the Tab stop: the one last focused while it is shown and drawn, else the first one drawn.
  const lastFocused = activePosition === undefined ? -1 : rows.rowOf[activePosition];
  const tabStop = items.some((item) => item.index === lastFocused) ? lastFocused : (items[0]?.index ?? 0);
  // A row the keys moved to is focused once it is drawn (after the scroll that brings it into view).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const row = focusNext.current;
    if (row === null) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-row="${row}"]`);
    if (!element) return;
    focusNext.current = null;
    element.focus({ preventScroll: true });
  });

  if (rows.count === 0) return <NoPartnersCard hidden={hiddenByFilters} onReset={onResetFilters} />;

  const moveTo = (row: number) => {
    setActiveId(genealogy.ids[rows.at[row]]);
    focusNext.current = row;
    virtualizer.scrollToIndex(row, { align: 'auto' });
  };
  const onKeys = (event: KeyboardEvent<HTMLElement>, row: number) => {
    const action = genealogyKey(event.key, row, genealogy, rows, folded);
    if (!action) return;
    event.preventDefault();
    if ('focus' in action) moveTo(action.focus);
    else setFolded('fold' in action ? action.fold : action.unfold, 'fold' in action);
  };

  return (
    <div role="treegrid" aria-label={t('teamlist.genealogy.label')} aria-rowcount={rows.count + 1} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div role="rowgroup" className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <div role="row" aria-rowindex={1} className={`grid ${columnsOf(phone)} items-center px-3 py-2`}>
          <span role="columnheader">{t('teamlist.genealogy.name')}</span>
          <span role="columnheader">{t('teamlist.genealogy.level')}</span>
          <span role="columnheader" className="text-right">
            {t('teamlist.genealogy.downline')}
          </span>
        </div>
      </div>
      <div ref={scroller} role="rowgroup" className="max-h-[70vh] overflow-auto">
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <GenealogyRow
              key={genealogy.ids[rows.at[item.index]]}
              row={item.index}
              top={item.start}
              state={state}
              name={profiles[genealogy.source[rows.at[item.index]]]?.name ?? ''}
              phone={phone}
              active={item.index === tabStop}
              onFocus={setActiveId}
              onKeys={onKeys}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
