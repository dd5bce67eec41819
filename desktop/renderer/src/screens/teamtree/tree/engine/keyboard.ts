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
