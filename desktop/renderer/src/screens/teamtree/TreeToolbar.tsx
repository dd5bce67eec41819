import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../export/ExportMenu';
import { HistoryMenu, type HistoryActions } from '../../history/HistoryMenu';
import type { ExportChoice } from '../../export/use-export-runner';
import { initialsOf, type PresencePeer } from '../../realtime/room-presence';
import { toolbarControl } from './toolbar-control';
import type { FoldControlsProps } from './fold-controls';
import { TreeViewMenu } from './TreeViewMenu';
import type { LayoutChoiceProps } from './tree-menu-items';
import { ZOOM_MAX, ZOOM_MIN } from './tree/geometry';

/** The zoom-out sign (the button is named by its label). */
const MINUS = '−';

/** What the tree page's toolbar shows and does (the wide one, and the phone's: TreePhoneToolbar). */
export interface TreeToolbarProps {
  title: string;
  zoom: number;
  onZoom(direction: 1 | -1): void;
  magnifier: boolean;
  onMagnifier(): void;
  live: string | null;
  /** The others on this tree (avatars beside 'Live'), with the name of the partner each has selected. */
  people?: ReadonlyArray<PresencePeer & { viewing: string | null }>;
  /** The 'Find partner' field. */
  search?: ReactNode;
  /** 'Expand all' and 'Collapse to level N' (none for an empty tree). */
  fold?: FoldControlsProps | null;
  /** The exports: images and print (none for an empty tree). */
  exports?: readonly ExportChoice[] | null;
  onFit(): void;
  /** Select and centre one's own profile; absent while none is linked. */
  onGoToMe?(): void;
  /** Team sizes and levels on the nodes. */
  showTeams?: boolean;
  onShowTeams?(): void;
  /** 'Activity' and 'Recently deleted' (docs/history.md "In the app"). */
  history?: HistoryActions;
  /** 'Compact' or 'Classic' (issue 35). */
  layout?: LayoutChoiceProps;
  /** 'Show figures': the month's PV and rank under each name; offered while the tree has figures. */
  showFigures?: boolean;
  onShowFigures?(): void;
  /** The 'Period' picker, while figures show. */
  period?: ReactNode;
}

/** The others on the tree as initials (a dashed ring on the canvas marks what each has selected). */
function PeopleHere({ people }: { people: ReadonlyArray<PresencePeer & { viewing: string | null }> }) {
  const { t } = useTranslation();
  const described = (p: { name: string; viewing: string | null }) => (p.viewing ? t('teamtree.toolbar.viewing', { name: p.name, partner: p.viewing }) : p.name);
  const names = people.map(described).join(', ');
  return (
    <ul aria-label={t('teamtree.toolbar.alsoHere', { names })} className="flex -space-x-2">
      {people.slice(0, 6).map((person) => (
        <li
          key={person.userId}
          title={described(person)}
          className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-violet-700 text-xs font-semibold text-white shadow-sm dark:border-slate-900 dark:bg-violet-500"
        >
          <span aria-hidden="true">{initialsOf(person.name)}</span>
          <span className="sr-only">{person.name}</span>
        </li>
      ))}
      {people.length > 6 && <li className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-slate-600 text-xs font-semibold text-white">+{people.length - 6}</li>}
    </ul>
  );
}

/**
 * The tree's name, 'Live' and who else is here: the toolbar's left side. Stacked over the
 * phone's canvas (on a veil), in a row on the wide toolbar's solid bar (`inline`).
 */
export function TreeHeading({ title, live, people = [], className = '', inline = false }: Pick<TreeToolbarProps, 'title' | 'live' | 'people'> & { className?: string; inline?: boolean }) {
  return (
    <div className={`pointer-events-auto flex gap-2 ${inline ? 'min-w-0 items-center' : 'flex-col items-start'} ${className}`}>
      <h1
        className={`max-w-full truncate text-xl font-semibold tracking-tight whitespace-nowrap ${inline ? 'min-w-0 shrink px-1' : 'rounded-lg bg-white/80 px-2 py-0.5 backdrop-blur sm:max-w-[14rem] dark:bg-slate-900/80'}`}
        title={title}
      >
        {title}
      </h1>
      {live && (
        <p role="status" className="flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium whitespace-nowrap text-emerald-900 shadow-sm dark:bg-emerald-950 dark:text-emerald-100">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          {live}
        </p>
      )}
      {people.length > 0 && <PeopleHere people={people} />}
    </div>
  );
}

/** The zoom as a percentage. */
export function ZoomLevel({ zoom, className = '' }: { zoom: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <output aria-label={t('teamtree.toolbar.zoomLevel')} data-testid="zoom-level" className={`text-center text-sm font-medium whitespace-nowrap tabular-nums ${className}`}>
      {t('teamtree.toolbar.percent', { percent: Math.round(zoom * 100) })}
    </output>
  );
}

/**
 * The wide tree page's toolbar, a solid bar above the canvas (never over the nodes): the heading
 * (name, 'Live', who is here) and the controls, in one row from 1,280 px on (below, they may
 * wrap): Find, 'Go to me', 'Period' (while figures show), the 'View' menu (fit, team sizes, figures, folding), the magnifier toggle, zoom
 * buttons and readout, History and Export. Below 1,536 px the heading has a row of its own above
 * the controls; from there on both share one row and a long name truncates. The bar's height
 * depends on the window's width only, never on who arrives, so the canvas never jumps.
 */
export function TreeToolbar({ title, zoom, onZoom, magnifier, onMagnifier, live, people, search, fold, exports, onFit, onGoToMe, showTeams = false, onShowTeams, history, layout, showFigures = false, onShowFigures, period }: TreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('teamtree.toolbar.region')}
      className="flex flex-col gap-2 border-b border-slate-200 bg-white px-3 py-2 2xl:flex-row 2xl:items-center 2xl:justify-between 2xl:gap-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <TreeHeading title={title} live={live} people={people} inline className="min-h-9 2xl:flex-1" />
      <div data-testid="tree-toolbar-controls" className="flex flex-wrap items-center justify-end gap-2 xl:flex-nowrap">
        {search}
        <button type="button" className={toolbarControl} onClick={onGoToMe} disabled={!onGoToMe} title={onGoToMe ? undefined : t('teamtree.toolbar.linkFirst')}>
          {t('teamtree.toolbar.goToMe')}
        </button>
        {period}
        <TreeViewMenu onFit={onFit} showTeams={showTeams} onShowTeams={onShowTeams} fold={fold} layout={layout} showFigures={showFigures} onShowFigures={onShowFigures} />
        <button type="button" className={toolbarControl} aria-pressed={magnifier} onClick={onMagnifier}>
          {magnifier ? t('teamtree.toolbar.magnifierOff') : t('teamtree.toolbar.magnifierOn')}
        </button>
        <div role="group" aria-label={t('teamtree.toolbar.zoom')} className="flex items-center gap-1">
          <button type="button" className={toolbarControl} aria-label={t('teamtree.toolbar.zoomOut')} onClick={() => onZoom(-1)} disabled={zoom <= ZOOM_MIN + 1e-6}>
            {MINUS}
          </button>
          <ZoomLevel zoom={zoom} className="w-14" />
          <button type="button" className={toolbarControl} aria-label={t('teamtree.toolbar.zoomIn')} onClick={() => onZoom(1)} disabled={zoom >= ZOOM_MAX - 1e-6}>
            +
          </button>
        </div>
        {history && <HistoryMenu {...history} />}
        {exports && <ExportMenu choices={exports} />}
      </div>
    </div>
  );
}
