import type { ReactNode } from 'react';
import { initialsOf, type PresencePeer } from '../../realtime/room-presence';
import { ZOOM_MAX, ZOOM_MIN } from './tree/geometry';

interface Props {
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
  /** 'Expand all' and 'Collapse to level N'. */
  folding?: ReactNode;
  /** The Export menu (images and print). */
  exporting?: ReactNode;
  onFit(): void;
  /** Select and centre one's own profile; absent while none is linked. */
  onGoToMe?(): void;
  /** Team sizes and levels on the nodes. */
  showTeams?: boolean;
  onShowTeams?(): void;
}

export const toolbarControl =
  'flex h-9 min-w-9 items-center justify-center rounded-lg whitespace-nowrap border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-50 aria-pressed:border-emerald-600 aria-pressed:bg-emerald-50 dark:border-slate-600 dark:aria-pressed:bg-emerald-950 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** The others on the tree as initials (a dashed ring on the canvas marks what each has selected). */
function PeopleHere({ people }: { people: ReadonlyArray<PresencePeer & { viewing: string | null }> }) {
  const described = (p: { name: string; viewing: string | null }) => (p.viewing ? `${p.name} (viewing ${p.viewing})` : p.name);
  const names = people.map(described).join(', ');
  return (
    <ul aria-label={`Also here: ${names}`} className="flex -space-x-2">
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

/** Find, fit and 'Go to me', zoom buttons and readout, the magnifier toggle and the live indicator. */
export function TreeToolbar({ title, zoom, onZoom, magnifier, onMagnifier, live, people = [], search, folding, exporting, onFit, onGoToMe, showTeams = false, onShowTeams }: Props) {
  return (
    <div className="pointer-events-none absolute top-3 right-3 left-3 flex items-start justify-between gap-3">
      <div className="pointer-events-auto flex flex-col items-start gap-2">
        <h1 className="max-w-[14rem] truncate rounded-lg bg-white/80 px-2 py-0.5 text-xl font-semibold tracking-tight whitespace-nowrap backdrop-blur dark:bg-slate-900/80" title={title}>
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
      <div className="pointer-events-auto flex flex-wrap items-center justify-end gap-2">
        {search}
        <button type="button" className={toolbarControl} onClick={onFit}>
          Fit to screen
        </button>
        <button type="button" className={toolbarControl} onClick={onGoToMe} disabled={!onGoToMe} title={onGoToMe ? undefined : 'Link your own profile first'}>
          Go to me
        </button>
        {folding}
        {onShowTeams && (
          <button type="button" className={toolbarControl} aria-pressed={showTeams} onClick={onShowTeams} title="Each partner's team size, and level below you">
            Team sizes
          </button>
        )}
        <button type="button" className={toolbarControl} aria-pressed={magnifier} onClick={onMagnifier}>
          {magnifier ? 'Lupe deaktivieren' : 'Lupe aktivieren'}
        </button>
        <div role="group" aria-label="Zoom" className="flex items-center gap-1">
          <button type="button" className={toolbarControl} aria-label="Zoom out" onClick={() => onZoom(-1)} disabled={zoom <= ZOOM_MIN + 1e-6}>
            −
          </button>
          <output aria-label="Zoom level" data-testid="zoom-level" className="w-14 text-center text-sm font-medium tabular-nums">
            {Math.round(zoom * 100)}%
          </output>
          <button type="button" className={toolbarControl} aria-label="Zoom in" onClick={() => onZoom(1)} disabled={zoom >= ZOOM_MAX - 1e-6}>
            +
          </button>
        </div>
        {exporting}
      </div>
    </div>
  );
}
