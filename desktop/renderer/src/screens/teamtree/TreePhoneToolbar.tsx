import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/Icons';
import { TreeHeading, ZoomLevel, type TreeToolbarProps } from './TreeToolbar';
import { TreeToolsMenu } from './TreeToolsMenu';

const iconButton =
  'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 aria-expanded:border-emerald-600 aria-expanded:bg-emerald-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-expanded:bg-emerald-950';

/**
 * The tree page's toolbar on a phone: the tree's name (with 'Live' and who is here), the zoom,
 * 'Search' (the find field opens across the width below, and keeps its query and 'n of m' while
 * closed) and the 'Tree tools' menu with everything else ('Period' is a bar of its own above the canvas:
 * TreePhonePeriod). Touch pan and pinch move the tree.
 */
export function TreePhoneToolbar({ title, live, people, zoom, search, period: _period, ...tools }: TreeToolbarProps) {
  const [searching, setSearching] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const rowId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    if (searching) row.current?.querySelector('input')?.focus();
  }, [searching]);
  return (
    <div className="pointer-events-none absolute top-2 right-2 left-2 flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <TreeHeading title={title} live={live} people={people} className="min-w-0 flex-1" />
        <div className="pointer-events-auto flex items-center gap-1.5">
          <ZoomLevel zoom={zoom} className="w-12 rounded-md bg-white/80 py-0.5 backdrop-blur dark:bg-slate-900/80" />
          {search && (
            <button type="button" aria-label={t('teamtree.toolbar.search')} aria-expanded={searching} aria-controls={rowId} className={iconButton} onClick={() => setSearching((open) => !open)}>
              <SearchIcon className="size-5" />
            </button>
          )}
          <TreeToolsMenu zoom={zoom} {...tools} />
        </div>
      </div>
      {search && (
        <div ref={row} id={rowId} hidden={!searching} className="pointer-events-auto">
          {search}
        </div>
      )}
    </div>
  );
}

/**
 * The 'Period' picker on a phone while figures show: a solid bar above the canvas, as the wide
 * toolbar is, so the tree opens below it (floating over the canvas, it lay over the top node).
 */
export function TreePhonePeriod({ period }: Pick<TreeToolbarProps, 'period'>) {
  if (!period) return null;
  return <div className="flex border-b border-slate-200 bg-white px-3 py-1.5 dark:border-slate-800 dark:bg-slate-900">{period}</div>;
}
