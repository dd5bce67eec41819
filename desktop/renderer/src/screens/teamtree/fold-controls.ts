/** What folding offers: the page's fold state and actions. */
export interface FoldControlsProps {
  /** How many levels the whole tree has (a root alone: 1). */
  levels: number;
  /** Whether any team is folded ('Expand all' has something to do). */
  folded: boolean;
  onExpandAll(): void;
  onCollapseTo(level: number): void;
}

/** The deepest level offered by 'Collapse to level N'. */
const OFFERED_LEVELS = 10;

/** The levels 'Collapse to level N' offers for a tree of `levels` levels (the root is level 0): 0 to the last but one, at most 10. */
export function offeredLevels(levels: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(OFFERED_LEVELS, levels - 1)) }, (_, n) => n);
}

