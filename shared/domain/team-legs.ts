import { childrenByParent } from './tree-children';
import type { TeamMember } from './team-structure';

/**
 * Team figures per leg (issue 24 item 8): a leg is the team under one direct partner, that
 * partner included. Pure: the partner details and the Teamlist's 'Largest leg' read them.
 */

export interface Leg {
  /** The direct partner the leg starts with. */
  id: string;
  /** Partners in the leg: the direct partner and their whole downline. */
  size: number;
  /** Levels the leg spans (1: the direct partner alone). */
  levels: number;
}

export interface TeamFigures {
  /** Partners below (the whole downline). */
  size: number;
  /** Levels below (0: nobody below). */
  levels: number;
  /** The legs, the largest first (equal sizes: the deeper first, then in the tree's order). */
  legs: Leg[];
}

/** Partners and levels of the team under `id` (a partner reached twice, in a damaged tree, counts once). */
function measure(children: Map<string, string[]>, id: string, seen: Set<string>): { size: number; levels: number } {
  let size = 0;
  let levels = 0;
  let level = [id];
  seen.add(id);
  while (level.length > 0) {
    const next: string[] = [];
    for (const parent of level) {
      for (const child of children.get(parent) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        next.push(child);
      }
    }
    if (next.length === 0) break;
    size += next.length;
    levels += 1;
    level = next;
  }
  return { size, levels };
}

/** The figures of `id`'s team, leg by leg; an unknown id has an empty team. */
export function teamFigures(profiles: readonly TeamMember[], id: string): TeamFigures {
  const children = childrenByParent(profiles);
  const seen = new Set<string>([id]);
  const legs: Leg[] = [];
  for (const head of children.get(id) ?? []) {
    if (seen.has(head)) continue;
    const below = measure(children, head, seen);
    legs.push({ id: head, size: below.size + 1, levels: below.levels + 1 });
  }
  legs.sort((a, b) => b.size - a.size || b.levels - a.levels);
  const size = legs.reduce((sum, leg) => sum + leg.size, 0);
  const levels = legs.reduce((deepest, leg) => Math.max(deepest, leg.levels), 0);
  return { size, levels, legs };
}

/** Every partner's largest leg (partners in it; 0 without a downline), for the whole tree at once. */
export function largestLegs(profiles: readonly TeamMember[], sizes: ReadonlyMap<string, number>): Map<string, number> {
  const largest = new Map<string, number>(profiles.map((p) => [p.id, 0]));
  for (const p of profiles) {
    if (!p.parentId || !largest.has(p.parentId)) continue;
    const leg = (sizes.get(p.id) ?? 0) + 1;
    if (leg > largest.get(p.parentId)!) largest.set(p.parentId, leg);
  }
  return largest;
}
