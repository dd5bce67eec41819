import { FOLD_TREES_MAX, treeLayouts, type TreeLayouts } from '../../shared/schemas/settings';

/** The stored layout choices of a settings value read from the database (none when absent or unreadable). */
export function storedTreeLayouts(raw: unknown): TreeLayouts {
  const parsed = treeLayouts.safeParse((raw as { treeLayout?: unknown } | null)?.treeLayout);
  return parsed.success ? parsed.data : {};
}

/** The choices after a save: each tree sent replaces its stored choice, trees not sent keep theirs; the most recently saved are kept when there are too many. */
export function mergeTreeLayouts(stored: TreeLayouts, sent: TreeLayouts | undefined): TreeLayouts {
  if (!sent) return stored;
  const merged = new Map(Object.entries(stored));
  for (const [treeId, layout] of Object.entries(sent)) {
    merged.delete(treeId);
    merged.set(treeId, layout);
  }
  return Object.fromEntries([...merged].slice(-FOLD_TREES_MAX));
}
