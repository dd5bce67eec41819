import { memo, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { TreeViewport } from './engine/TreeViewport';
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
 * The tree on a Canvas 2D: a thin wrapper around the framework-free TreeViewport (engine/),
 * which owns the view, the frames, drawing and hit-testing. This component makes the elements,
 * hands the viewport its props and forwards the canvas's events.
 */
export const TreeCanvas = memo(function TreeCanvas({ label, overlay, handleRef, ...props }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const [viewport] = useState(() => new TreeViewport(props));

  useLayoutEffect(() => viewport.update(props));
  useLayoutEffect(() => {
    viewport.attach({ canvas: canvasRef.current!, box: boxRef.current!, overlay: overlayRef.current });
    return () => viewport.detach();
  }, [viewport]);
  useImperativeHandle(handleRef, () => viewport, [viewport]);

  return (
    <div ref={boxRef} className="relative h-full w-full overflow-hidden">
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
        onPointerMove={(event) => props.magnifier && viewport.pointerMove(...pointIn(event.currentTarget, event))}
        onPointerLeave={() => viewport.pointerLeave()}
      />
      <div ref={overlayRef} className="absolute top-0 left-0" style={{ display: 'none' }}>
        {overlay}
      </div>
    </div>
  );
});
