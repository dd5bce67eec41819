import type { EngineClock } from './clock';

/** What may be dragged where, and whom to tell about a drop (the page knows the partners and the permission). */
export interface DragRules {
  /** Whether node i may be picked up (never the root; only for writers). */
  canDrag(i: number): boolean;
  /** Why `mover` cannot go under `target`, or null when it may. */
  refusal(mover: number, target: number): string | null;
  /** `mover` was dropped onto an allowed `target` (the page asks for confirmation and sends the move). */
  onDrop(mover: number, target: number): void;
}

/** A mouse drag starts after this many CSS pixels (less is a click). */
export const DRAG_THRESHOLD = 4;
/** A finger must rest this long on a node to pick it up; moving earlier pans as before. */
export const LONG_PRESS_MS = 450;
/** A finger moving farther than this before the long press ends pans instead. */
const TOUCH_SLOP = 8;
/** Pointer this close to an edge scrolls the view, up to AUTO_SCROLL_MAX pixels per frame. */
export const AUTO_SCROLL_EDGE = 40;
const AUTO_SCROLL_MAX = 14;

export interface DragState {
  mover: number;
  at: [number, number];
  /** The node under the pointer (-1: none). */
  target: number;
  /** Why the target is refused (null: allowed, or no target). */
  refusal: string | null;
}

interface Press {
  mover: number;
  start: [number, number];
  touch: boolean;
  timer: number;
  /** The rules the long press picks the node up with (the newest, after a live change). */
  rules: DragRules;
}

/**
 * Dragging a node onto another: a press on a draggable node becomes a drag after a small move
 * (mouse) or a long press (touch: a finger that moves at once still pans). While dragging,
 * the node under the pointer is the target, allowed or refused by the rules; a release on an
 * allowed target drops; Escape cancels. Framework-free: the viewport forwards the pointer.
 */
export class NodeDrag {
  private press: Press | null = null;
  private state: DragState | null = null;
  /** A drag just ended: the click the browser sends after the release is not a selection. */
  private swallowClick = false;

  constructor(
    private readonly clock: EngineClock,
    private readonly hitAt: (sx: number, sy: number) => number,
    private readonly changed: () => void,
  ) {}

  get dragging(): DragState | null {
    return this.state;
  }

  /** A press held on a draggable node, or the drag it became (mouse or finger). */
  get held(): boolean {
    return this.press !== null;
  }

  /** A mouse press held on a draggable node: the pan must leave it alone. */
  get holdsMouse(): boolean {
    return this.press !== null && !this.press.touch;
  }

  /** A pointer went down; answers whether it landed on a node that may be dragged. */
  down(rules: DragRules | undefined, sx: number, sy: number, touch: boolean): boolean {
    this.cancel();
    this.swallowClick = false;
    const mover = rules ? this.hitAt(sx, sy) : -1;
    if (!rules || mover < 0 || !rules.canDrag(mover)) return false;
    const press: Press = { mover, start: [sx, sy], touch, timer: 0, rules };
    if (touch) press.timer = this.clock.setTimer(() => this.begin(press.rules, press.start), LONG_PRESS_MS);
    this.press = press;
    return true;
  }

  /** The pointer moved (CSS pixels of the canvas); answers whether a drag is under way. */
  move(rules: DragRules | undefined, sx: number, sy: number): boolean {
    const press = this.press;
    if (!press || !rules) return false;
    if (!this.state) {
      const far = Math.hypot(sx - press.start[0], sy - press.start[1]);
      if (press.touch) {
        if (far > TOUCH_SLOP) this.cancel();
        return false;
      }
      if (far <= DRAG_THRESHOLD) return false;
      this.begin(rules, [sx, sy]);
    }
    this.aim(rules, sx, sy);
    return true;
  }

  /** The pointer was released: a drop onto an allowed target is handed to the rules. Answers whether a drag ended. */
  up(rules: DragRules | undefined): boolean {
    const state = this.state;
    this.cancel();
    if (!state) return false;
    this.swallowClick = true;
    if (rules && state.target >= 0 && state.refusal === null) rules.onDrop(state.mover, state.target);
    return true;
  }

  /** Escape, a lost pointer or new rules: no drag, nothing dropped. Answers whether a drag was under way. */
  cancel(): boolean {
    const was = this.state !== null;
    if (this.press?.timer) this.clock.clearTimer(this.press.timer);
    this.press = null;
    this.state = null;
    if (was) this.changed();
    return was;
  }

  /** Whether a click should be ignored (it ends a drag); asking clears it. */
  takeClick(): boolean {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }

  /**
   * The tree changed under a press or a drag (a live change: indexes may have moved). It goes on
   * with the same partner at its new index (`indexOf`, -1 when gone or folded away), aimed again
   * with the new rules; without the partner, or if it may no longer move, it ends.
   */
  remap(indexOf: (i: number) => number, rules: DragRules | undefined): void {
    const press = this.press;
    if (!press) return;
    const mover = indexOf(press.mover);
    if (!rules || mover < 0 || !rules.canDrag(mover)) {
      this.cancel();
      return;
    }
    press.mover = mover;
    press.rules = rules;
    if (this.state) {
      this.state.mover = mover;
      this.aim(rules, ...this.state.at);
    }
  }

  /** The target again after the view moved under a resting pointer (auto-scroll). */
  reaim(rules: DragRules | undefined): void {
    if (rules && this.state) this.aim(rules, ...this.state.at);
  }

  /** How far to scroll the view this frame: the pointer near an edge pulls that side into view. */
  scrollStep(width: number, height: number): [number, number] {
    if (!this.state) return [0, 0];
    const [sx, sy] = this.state.at;
    const pull = (p: number, size: number) => {
      if (p < AUTO_SCROLL_EDGE) return Math.ceil(((AUTO_SCROLL_EDGE - Math.max(p, 0)) / AUTO_SCROLL_EDGE) * AUTO_SCROLL_MAX);
      if (p > size - AUTO_SCROLL_EDGE) return -Math.ceil(((Math.min(p, size) - (size - AUTO_SCROLL_EDGE)) / AUTO_SCROLL_EDGE) * AUTO_SCROLL_MAX);
      return 0;
    };
    return [pull(sx, width), pull(sy, height)];
  }

  private begin(rules: DragRules, at: [number, number]): void {
    if (!this.press) return;
    this.press.timer = 0;
    this.state = { mover: this.press.mover, at, target: -1, refusal: null };
    this.aim(rules, ...at);
  }

  private aim(rules: DragRules, sx: number, sy: number): void {
    const state = this.state!;
    state.at = [sx, sy];
    state.target = this.hitAt(sx, sy);
    state.refusal = state.target >= 0 ? rules.refusal(state.mover, state.target) : null;
    this.changed();
  }
}
