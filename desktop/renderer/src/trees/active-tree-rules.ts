import type { TreeSummary } from '@shared/schemas/teamtree';

/** Spec section 4: the stored tree if it is still in the list, else the first, else none. */
export function pickActiveTree(trees: readonly TreeSummary[], stored: string | null): string | null {
  if (stored && trees.some((t) => t.id === stored)) return stored;
  return trees[0]?.id ?? null;
}

/** After losing a tree (404, 403, removal): the first other tree, or none. */
export function fallbackTree(trees: readonly TreeSummary[], lost: string): string | null {
  return trees.find((t) => t.id !== lost)?.id ?? null;
}
