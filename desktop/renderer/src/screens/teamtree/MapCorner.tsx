import { useCallback, useRef, useState, type RefObject } from 'react';
import type { TreeLayout } from './tree/layout';
import type { View } from './tree/geometry';
import type { TreeCanvasHandle } from './tree/TreeCanvas';
import { OverviewMap, type OverviewMapHandle } from './tree/OverviewMap';
import type { Palette } from './tree/palette';

interface Props {
  layout: TreeLayout;
  palette: Palette;
  shown: boolean;
  onShown(shown: boolean): void;
  onMoveTo(x: number, y: number): void;
  handleRef: RefObject<OverviewMapHandle | null>;
}

/** The overview map in the tree's corner, with 'Hide map' / 'Show map'. */
export function MapCorner({ layout, palette, shown, onShown, onMoveTo, handleRef }: Props) {
  return (
    <div className="absolute right-4 bottom-4 flex flex-col items-end gap-1 max-sm:right-2 max-sm:bottom-2">
      {shown && <OverviewMap layout={layout} palette={palette} onMoveTo={onMoveTo} handleRef={handleRef} />}
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => onShown(!shown)}
        className="rounded-md bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-white touch:min-h-11 touch:px-3 touch:text-sm dark:bg-slate-900/90 dark:text-slate-200"
      >
        {shown ? 'Hide map' : 'Show map'}
      </button>
    </div>
  );
}

/** The map's state: shown or hidden, following the canvas's view, and moving the canvas where it is clicked. */
export function useOverviewMap(canvas: RefObject<TreeCanvasHandle | null>) {
  const [shown, setShown] = useState(true);
  const handleRef = useRef<OverviewMapHandle>(null);
  const follow = useCallback((view: View, width: number, height: number) => handleRef.current?.showView(view, width, height), []);
  const moveTo = useCallback((x: number, y: number) => canvas.current?.centreOnPoint(x, y), [canvas]);
  return { shown, setShown, handleRef, follow, moveTo };
}
