import { hasChildren } from '../fold';
import type { TreeLayout } from '../layout';
import { isDrawn, isMoreNode, moreParent } from '../more-nodes';
import { navigate } from '../navigation';
import type { ViewportProps } from './viewport-props';

/** What a key pressed on the canvas asks for. */
export type KeyIntent = 'activate' | 'clear' | 'move' | 'expand' | 'collapse' | null;

const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home']);

/**
 * Enter/Space select the focused node (or focus the root), Escape clears the selection, arrows
 * and Home move the focus, + and - open and fold the focused node's team.
 */
export function keyIntent(key: string): KeyIntent {
  if (key === 'Enter' || key === ' ') return 'activate';
  if (key === 'Escape') return 'clear';
  if (key === '+') return 'expand';
  if (key === '-') return 'collapse';
  return MOVES.has(key) ? 'move' : null;
}

/** What the keyboard focus needs of the viewport it sits in. */
export interface FocusHost {
  props(): Pick<ViewportProps, 'scene' | 'selected' | 'onSelect' | 'onFocusNode' | 'onToggleFold' | 'onShowMore'>;
  /** The focus moved onto node i: bring it into view and draw the ring there. */
  reveal(i: number): void;
}

/** The node the keyboard is on (drawn with a ring; -1: none yet), and what keys do with it. */
export class KeyboardFocus {
  node = -1;

  constructor(private readonly host: FocusHost) {}

  /** A key on the canvas; answers whether it was used (the page then prevents its default). */
  key(key: string): boolean {
    const { scene, onSelect, onShowMore } = this.host.props();
    const intent = keyIntent(key);
    if (intent === 'activate') {
      if (this.node < 0) this.moveTo(scene.layout.roots[0] ?? -1);
      else if (isMoreNode(scene.layout, this.node)) onShowMore?.(scene.layout.ids[moreParent(scene.layout, this.node)]);
      else onSelect(this.node);
    } else if (intent === 'clear') onSelect(-1);
    else if (intent === 'move') this.moveTo(navigate(scene.layout, this.node, key));
    else if (intent === 'expand' || intent === 'collapse') this.fold(intent === 'expand');
    return intent !== null && intent !== 'clear';
  }

  /** Keyboard focus arrived on the canvas: the ring starts on the selection, or on the root. */
  arrived(): void {
    const { scene, selected } = this.host.props();
    if (this.node < 0 && scene.layout.count > 0) this.moveTo(selected >= 0 ? selected : scene.layout.roots[0]);
  }

  /** A new layout: a node it no longer shows loses the focus (a 'Show more' node pressed keeps it while it stays). */
  keepIn(layout: TreeLayout): void {
    if (this.node >= 0 && !isDrawn(layout, this.node)) this.node = -1;
  }

  private fold(open: boolean): void {
    const { scene, onToggleFold } = this.host.props();
    const i = this.node;
    if (i < 0 || isMoreNode(scene.layout, i) || !hasChildren(scene.layout, i)) return;
    if (open === !!scene.fold?.collapsed[i]) onToggleFold?.(i, open);
  }

  private moveTo(next: number): void {
    if (next < 0 || next === this.node) return;
    this.node = next;
    this.host.props().onFocusNode?.(next);
    this.host.reveal(next);
  }
}
