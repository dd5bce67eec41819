/** What a key pressed on the canvas asks for. */
export type KeyIntent = 'activate' | 'clear' | 'move' | null;

const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home']);

/** Enter/Space select the focused node (or focus the root), Escape clears the selection, arrows and Home move the focus. */
export function keyIntent(key: string): KeyIntent {
  if (key === 'Enter' || key === ' ') return 'activate';
  if (key === 'Escape') return 'clear';
  return MOVES.has(key) ? 'move' : null;
}
