/**
 * What a restore from the trash brings back, and which of its partners the tree has already
 * (docs/history.md "Lookalikes"). A deleted partner LOOKS LIKE a partner of the tree now when
 *
 * - both carry the same partner ID (the back office's ID that imports set), or
 * - both have the same name (case, outer and doubled spaces aside) and the same upline, the
 *   deleted one's upline counted where it would be restored: the top's restore place, a tree
 *   partner it hung under, or the lookalike of a deleted upline that is itself a lookalike.
 *
 * Each partner of the tree stands for at most one deleted partner. With `skipLookalikes` the
 * lookalikes stay out and a restored partner whose upline is one goes under that upline's
 * lookalike, so the restored downline keeps its shape. Pure: the server reads the rows.
 */

export interface PartnerRow {
  id: string;
  parentId: string | null;
  name: string;
  externalId: string | null;
}

export interface RestoreInput {
  /** The trash item's profiles. */
  rows: readonly PartnerRow[];
  /** The item's top and the upline it was deleted under. */
  topId: string;
  topParentId: string | null;
  /** The tree's profiles now. */
  tree: readonly PartnerRow[];
  skipLookalikes: boolean;
}

export interface RestorePlan {
  /** A deleted partner's id → the id of the tree's partner it looks like. */
  lookalikes: Map<string, string>;
  /** The ids restored, every upline before its downline (the top first when it is restored). */
  restored: string[];
  /** Restored partners that do not come back under their stored upline → where they go (`null`: the root). */
  placed: Map<string, string | null>;
}

export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where the top comes back: its old upline while the tree has it, else the root (none: it becomes the root). */
function topPlace(input: RestoreInput, treeIds: ReadonlySet<string>): string | null {
  if (input.topParentId !== null && treeIds.has(input.topParentId)) return input.topParentId;
  return input.tree.find((partner) => partner.parentId === null)?.id ?? null;
}

/** The item's rows, every upline before its downline: the top, then the others whose upline is outside the item, then their downlines. */
function topDown(rows: readonly PartnerRow[], topId: string): PartnerRow[] {
  const inItem = new Set(rows.map((row) => row.id));
  const children = new Map<string, PartnerRow[]>();
  const order: PartnerRow[] = [];
  for (const row of rows) {
    if (row.parentId !== null && inItem.has(row.parentId)) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    else order.push(row);
  }
  order.sort((a, b) => Number(b.id === topId) - Number(a.id === topId));
  for (let i = 0; i < order.length; i++) order.push(...(children.get(order[i].id) ?? []));
  return order;
}

export function planRestore(input: RestoreInput): RestorePlan {
  const treeIds = new Set(input.tree.map((partner) => partner.id));
  const byExternalId = new Map<string, string>();
  const byPlace = new Map<string, string[]>();
  for (const partner of input.tree) {
    if (partner.externalId) byExternalId.set(partner.externalId, partner.id);
    const key = `${partner.parentId ?? ''}|${nameKey(partner.name)}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), partner.id]);
  }
  const claimed = new Set<string>();
  const lookalikes = new Map<string, string>();
  const restored: string[] = [];
  const placed = new Map<string, string | null>();
  const top = topPlace(input, treeIds);
  const inItem = new Set(input.rows.map((row) => row.id));
  const kept = new Set<string>();
  // Where a partner goes whose upline is gone: the top's place, or the top itself when it comes back as the root.
  const fallback = () => top ?? (kept.has(input.topId) ? input.topId : null);
  for (const row of topDown(input.rows, input.topId)) {
    // The upline as the tree knows it: null when it is a restored (new) partner.
    let upline: string | null | undefined;
    if (row.id === input.topId) upline = top;
    else if (row.parentId !== null && inItem.has(row.parentId)) upline = lookalikes.get(row.parentId);
    else upline = row.parentId !== null && treeIds.has(row.parentId) ? row.parentId : fallback();
    let match = row.externalId ? byExternalId.get(row.externalId) : undefined;
    if (match === undefined && upline !== undefined) match = byPlace.get(`${upline ?? ''}|${nameKey(row.name)}`)?.find((id) => !claimed.has(id));
    if (match !== undefined && !claimed.has(match)) {
      claimed.add(match);
      lookalikes.set(row.id, match);
      if (input.skipLookalikes) continue;
    }
    restored.push(row.id);
    kept.add(row.id);
    // Under its stored upline when that comes back too (or stays in the tree), else where `upline` says.
    const stays = row.id !== input.topId && row.parentId !== null && (kept.has(row.parentId) || (!inItem.has(row.parentId) && treeIds.has(row.parentId)));
    if (!stays) placed.set(row.id, upline === undefined ? fallback() : upline);
  }
  return { lookalikes, restored, placed };
}
