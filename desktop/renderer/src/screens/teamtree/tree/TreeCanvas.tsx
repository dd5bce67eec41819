import { memo, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { TreeViewport } from './engine/TreeViewport';
import { takeFingerMoves } from '../../../lib/finger-moves';
import type { TreeViewportHandle, ViewportProps } from './engine/viewport-props';

export { LENS_SIZE, LENS_ZOOM } from './engine/lens';

/** What the page (and the benchmark) may do with the canvas. */
export type TreeCanvasHandle = TreeViewportHandle;

interface Props extends ViewportProps {
  label: string;
  /** Rendered over the selected node (moved with it on every frame). */
  overlay?: ReactNode;
  handleRef?: Ref<TreeCanvasHandle>;
}

/** A point of a pointer event in the canvas's CSS pixels. */
function pointIn(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): [number, number] {
  const rect = canvas.getBoundingClientRect();
  return [event.clientX - rect.left, event.clientY - rect.top];
}

/**
 * While a node is dragged by a finger, its moves are the drag's, not a pan: they are taken before
 * d3-zoom's listeners on the canvas see them (the release still reaches it, ending its gesture).
 * Escape anywhere cancels a drag (the focus may be off the canvas).
 */
function stopPanWhileDragging(box: HTMLElement, viewport: TreeViewport): () => void {
  const untake = takeFingerMoves(box, { when: () => viewport.drag.dragging !== null, stop: true });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && viewport.cancelDrag()) event.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  return () => {
    untake();
    window.removeEventListener('keydown', onKey);
  };
}

/**
 * The tree on a Canvas 2D: a thin wrapper around the framework-free TreeViewport (engine/),
 * which owns the view, the frames, drawing and hit-testing. This component makes the elements,
 * hands the viewport its props and forwards the canvas's events.
 */
export const TreeCanvas = memo(function TreeCanvas({ label, overlay, handleRef, ...props }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLDivElement>(null);
  const [viewport] = useState(() => new TreeViewport(props));

  useLayoutEffect(() => viewport.update(props));
  useLayoutEffect(() => {
    viewport.attach({ canvas: canvasRef.current!, box: boxRef.current!, overlay: overlayRef.current, hint: hintRef.current });
    return () => viewport.detach();
  }, [viewport]);
  useEffect(() => stopPanWhileDragging(boxRef.current!, viewport), [viewport]);
  useImperativeHandle(handleRef, () => viewport, [viewport]);

  return (
    // `overflow-clip`, not `hidden`: nothing (a focused button of the selection half outside, a
    // script's scrollIntoView) may scroll the canvas inside its box; only the view moves it.
    <div ref={boxRef} className="relative h-full w-full overflow-clip">
      <canvas
        ref={canvasRef}
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="tree-canvas"
        data-magnifier={props.magnifier ? 'on' : 'off'}
        className="block cursor-grab touch-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        onKeyDown={(event) => {
          if (viewport.key(event.key)) event.preventDefault();
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) viewport.focusVisible();
        }}
        onClick={(event) => viewport.click(...pointIn(event.currentTarget, event))}
        onPointerDown={(event) => {
          if (event.button !== 0 || !viewport.pointerDown(...pointIn(event.currentTarget, event), event.pointerType === 'touch')) return;
          // The drag keeps the pointer (and its release) when it leaves the canvas; the auto-scroll wants that.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => viewport.pointerMove(...pointIn(event.currentTarget, event))}
        // A finger resting on a node picks it up; the long press must not also open the browser's
        // menu (Chrome on a Windows touch screen opens one on a long press).
        onContextMenu={(event) => {
          if (viewport.drag.held) event.preventDefault();
        }}
        onPointerUp={() => viewport.pointerUp()}
        onPointerCancel={() => viewport.cancelDrag()}
        onPointerLeave={() => viewport.pointerLeave()}
      />
      <div ref={hintRef} role="status" data-testid="drag-hint" className="pointer-events-none absolute top-0 left-0 max-w-xs rounded-lg border-2 bg-white px-2 py-1 text-sm shadow dark:bg-slate-900" style={{ display: 'none' }} />
      <div ref={overlayRef} className="absolute top-0 left-0" style={{ display: 'none' }}>
        {overlay}
      </div>
    </div>
  );
});
