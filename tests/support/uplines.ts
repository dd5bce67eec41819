export interface Linked {
  id: string;
  parentId: string | null;
}

/**
 * Partners `{ id, parentId }` written as `{ id: upline }` (null for a top), in the order written:
 * a tree of a test on one line. Ids must not look like numbers (an object lists those first).
 */
export function fromUplines(uplines: Record<string, string | null>): Linked[] {
  return Object.entries(uplines).map(([id, parentId]) => ({ id, parentId }));
}
