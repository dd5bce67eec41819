import { childrenByParent } from './tree-children';

/** The fields team sizes and levels read. */
export interface TeamMember {
  id: string;
  parentId: string | null;
}

/** Every profile in an order where each comes after its upline (breadth first from the roots). */
function topDown(profiles: readonly TeamMember[], children: Map<string, string[]>): string[] {
  const known = new Set(profiles.map((p) => p.id));
  const order = profiles.filter((p) => !p.parentId || !known.has(p.parentId)).map((p) => p.id);
  const seen = new Set(order);
  for (let i = 0; i < order.length; i++) {
    for (const child of children.get(order[i]) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      order.push(child);
    }
  }
  return order;
}

/** Each profile's team size: how many partners are below it (its whole downline). */
export function teamSizes(profiles: readonly TeamMember[]): Map<string, number> {
  const children = childrenByParent(profiles);
  const order = topDown(profiles, children);
  const sizes = new Map<string, number>(order.map((id) => [id, 0]));
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i];
    let size = 0;
    for (const child of children.get(id) ?? []) size += (sizes.get(child) ?? 0) + 1;
    sizes.set(id, size);
  }
  return sizes;
}

/**
 * Each profile's level below `me` (1 = directly below, `me` itself 0); profiles outside `me`'s
 * team are absent. Without `me` (no linked profile) the map is empty.
 */
export function levelsBelow(profiles: readonly TeamMember[], me: string | null): Map<string, number> {
  const levels = new Map<string, number>();
  if (!me || !profiles.some((p) => p.id === me)) return levels;
  const children = childrenByParent(profiles);
  levels.set(me, 0);
  const queue = [me];
  for (let q = 0; q < queue.length; q++) {
    const level = levels.get(queue[q])! + 1;
    for (const child of children.get(queue[q]) ?? []) {
      if (levels.has(child)) continue;
      levels.set(child, level);
      queue.push(child);
    }
  }
  return levels;
}
