import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { local } from '../../session/browser-storage';
import { STORAGE_KEYS } from '../../session/storage-keys';
import type { TreeLayout } from './tree/layout';
import { isShown, nodeScreenBox, type View } from './tree/geometry';
import { mapSideFor, type MapSide } from './tree/map-corner';
import type { TreeCanvasHandle } from './tree/TreeCanvas';
import { OverviewMap, type OverviewMapHandle } from './tree/OverviewMap';
import type { Palette } from './tree/palette';

interface Props {
  layout: TreeLayout;
  palette: Palette;
  shown: boolean;
  side: MapSide;
  onShown(shown: boolean): void;
  onMoveTo(x: number, y: number): void;
  handleRef: RefObject<OverviewMapHandle | null>;
}

/** The overview map in a bottom corner of the tree, with 'Hide map' / 'Show map'. */
export function MapCorner({ layout, palette, shown, side, onShown, onMoveTo, handleRef }: Props) {
  const { t } = useTranslation();
  const corner = side === 'right' ? 'right-4 items-end max-sm:right-2' : 'left-4 items-start max-sm:left-2';
  return (
    <div data-testid="map-corner" data-side={side} className={`absolute bottom-4 flex flex-col gap-1 max-sm:bottom-2 ${corner}`}>
      {shown && <OverviewMap layout={layout} palette={palette} onMoveTo={onMoveTo} handleRef={handleRef} />}
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => onShown(!shown)}
        className="rounded-md bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-white touch:min-h-11 touch:px-3 touch:text-sm dark:bg-slate-900/90 dark:text-slate-200"
      >
        {shown ? t('teamtree.map.hide') : t('teamtree.map.show')}
      </button>
    </div>
  );
}

/**
 * The map's state: shown or hidden (remembered on this device), following the canvas's view,
 * moving the canvas where it is clicked, and in the corner that leaves the selected partner
 * (`selected`, an index of `layout`) uncovered.
 */
export function useOverviewMap(canvas: RefObject<TreeCanvasHandle | null>, layout: TreeLayout, selected: number) {
  const [shown, setShownState] = useState(() => local.getItem(STORAGE_KEYS.overviewMap) !== '0');
  const [side, setSide] = useState<MapSide>('right');
  const handleRef = useRef<OverviewMapHandle>(null);
  const latest = useRef({ layout, selected });
  latest.current = { layout, selected };
  const follow = useCallback((view: View, width: number, height: number) => {
    handleRef.current?.showView(view, width, height);
    const { layout: current, selected: i } = latest.current;
    setSide(mapSideFor(isShown(current, i) ? nodeScreenBox(current, view, i) : null, width, height));
  }, []);
  const moveTo = useCallback((x: number, y: number) => canvas.current?.centreOnPoint(x, y), [canvas]);
  const setShown = useCallback((next: boolean) => {
    local.setItem(STORAGE_KEYS.overviewMap, next ? '1' : '0');
    setShownState(next);
  }, []);
  return { shown, setShown, side, handleRef, follow, moveTo };
}
