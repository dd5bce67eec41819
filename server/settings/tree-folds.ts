import { FOLD_TREES_MAX, treeFolds, type TreeFold, type TreeFolds } from '../../shared/schemas/settings';

function isEmptyFold(fold: TreeFold): boolean {
  return fold.level === null && fold.collapsed.length === 0 && fold.expanded.length === 0;
}

/** The stored folds of a settings value read from the database (none when absent or unreadable). */
export function storedFolds(raw: unknown): TreeFolds {
  const trees = (raw as { trees?: unknown } | null)?.trees;
  const parsed = treeFolds.safeParse(trees);
  return parsed.success ? parsed.data : {};
}

/**
 * The folds after a save: each tree sent replaces its stored fold (an empty one removes it),
 * trees not sent keep theirs; the most recently saved trees are kept when there are too many.
 */
export function mergeFolds(stored: TreeFolds, sent: TreeFolds | undefined): TreeFolds {
  if (!sent) return stored;
  const merged = new Map(Object.entries(stored));
  for (const [treeId, fold] of Object.entries(sent)) {
    merged.delete(treeId);
    if (!isEmptyFold(fold)) merged.set(treeId, { level: fold.level, collapsed: [...new Set(fold.collapsed)], expanded: [...new Set(fold.expanded)] });
  }
  return Object.fromEntries([...merged].slice(-FOLD_TREES_MAX));
}
