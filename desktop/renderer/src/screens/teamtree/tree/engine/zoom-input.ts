import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';
import { ZOOM_MAX, ZOOM_MIN, type View } from '../geometry';
import { wheelSteps } from '../wheel-steps';

/** Pointer input on the canvas: drag and pinch through d3-zoom, the wheel in whole zoom steps. */
export interface ViewInput {
  /** Moves d3-zoom's own state to `view` (it answers with onView, synchronously). */
  setView(view: View): void;
  detach(): void;
}

export interface ViewInputHandlers {
  onView(view: View): void;
  onWheelStep(direction: 1 | -1, at: [number, number]): void;
  /** Whether a press belongs to something else (a node being dragged): then it does not pan. */
  holds?(): boolean;
}

export function attachZoomInput(canvas: HTMLCanvasElement, handlers: ViewInputHandlers): ViewInput {
  const behaviour = zoom<HTMLCanvasElement, unknown>()
    .scaleExtent([ZOOM_MIN, ZOOM_MAX])
    .on('zoom', (event: { transform: View }) => handlers.onView({ x: event.transform.x, y: event.transform.y, k: event.transform.k }));
  // The wheel zooms in the spec's 10% steps around the pointer (d3-zoom keeps drag and pinch).
  behaviour.filter((event: Event) => event.type !== 'wheel' && !(event as MouseEvent).ctrlKey && !(event as MouseEvent).button && !(event.type === 'mousedown' && handlers.holds?.()));
  select(canvas).call(behaviour).on('dblclick.zoom', null);
  const stopWheel = wheelSteps(canvas, handlers.onWheelStep);
  return {
    setView(view) {
      select(canvas).call(behaviour.transform, zoomIdentity.translate(view.x, view.y).scale(view.k));
    },
    detach() {
      stopWheel();
      select(canvas).on('.zoom', null);
    },
  };
}
