import { distinctLabels, labelOf, type DistinctLabels } from './distinct-names';
import { subtreeIds, type FilterableProfile } from './profile-filters';

/** What the 'Change upline…' picker needs of a profile. */
export interface UplineProfile extends FilterableProfile {
  name: string;
}

export interface UplineCandidate {
  id: string;
  name: string;
  /** The name, or for a name several partners hold, what tells them apart (`Anna Krüger · under Max Weber`). */
  label: string;
  /** The candidate's own upline (null for the root). */
  uplineName: string | null;
}

export interface UplineChoice {
  candidates: UplineCandidate[];
  /** Why a partner whose name matches the query cannot be chosen (in the mover's downline), or null. */
  refusal: string | null;
}

/** The refusal the picker gives for a partner in the mover's own downline. */
export const inOwnDownline = (candidate: string, mover: string) => `${candidate} is in ${mover}'s downline: a partner cannot move under their own team.`;

/** The words of a refused move; English unless a caller shows another language. */
export interface MoveRefusalTexts {
  self(mover: string): string;
  already(mover: string, upline: string): string;
  root(): string;
  downline(candidate: string, mover: string): string;
}

export const MOVE_REFUSALS: MoveRefusalTexts = {
  self: (mover) => `${mover} cannot move under themselves.`,
  already: (mover, upline) => `${mover} is already under ${upline}.`,
  root: () => 'The root cannot move.',
  downline: inOwnDownline,
};

/**
 * The uplines a partner may move under, matching the query (case-insensitive, by name): every
 * profile except the partner itself, its whole downline (a cycle) and its current upline. When
 * the query names only partners of the downline, `refusal` says why they are not offered.
 * `labels`: the tree's `distinctLabels` (made once by a caller that asks for every keystroke).
 */
export function uplineChoice(profiles: readonly UplineProfile[], moverId: string, query: string, labels: DistinctLabels = distinctLabels(profiles), texts: MoveRefusalTexts = MOVE_REFUSALS): UplineChoice {
  const mover = profiles.find((p) => p.id === moverId);
  if (!mover) return { candidates: [], refusal: null };
  const downline = subtreeIds(profiles, moverId);
  const nameOf = new Map(profiles.map((p) => [p.id, p.name]));
  const needle = query.trim().toLocaleLowerCase('de');
  const matches = (p: UplineProfile) => !needle || p.name.toLocaleLowerCase('de').includes(needle);
  const candidates: UplineCandidate[] = [];
  let refused: UplineProfile | null = null;
  for (const p of profiles) {
    if (!matches(p)) continue;
    if (downline.has(p.id)) {
      if (p.id !== moverId) refused ??= p;
    } else if (p.id !== mover.parentId) {
      candidates.push({ id: p.id, name: p.name, label: labelOf(labels, p), uplineName: p.parentId === null ? null : (nameOf.get(p.parentId) ?? null) });
    }
  }
  candidates.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.label.localeCompare(b.label, 'de'));
  const refusal = needle && refused && candidates.length === 0 ? texts.downline(refused.name, mover.name) : null;
  return { candidates, refusal };
}

/** How a drop target relates to the partner dragged onto it: found by walking up from the target. */
export interface MoveTree {
  parentOf(id: string): string | null;
  nameOf(id: string): string;
}

/**
 * Why `moverId` cannot move under `targetId`, or null when it can: not under itself, not under
 * its current upline (nothing would change), never under its own downline (a cycle, with the
 * picker's reason). O(depth of the target): cheap enough for every pointer move of a drag.
 */
export function moveRefusal(tree: MoveTree, moverId: string, targetId: string, texts: MoveRefusalTexts = MOVE_REFUSALS): string | null {
  const mover = tree.nameOf(moverId);
  if (targetId === moverId) return texts.self(mover);
  if (tree.parentOf(moverId) === targetId) return texts.already(mover, tree.nameOf(targetId));
  if (tree.parentOf(moverId) === null) return texts.root();
  for (let id = tree.parentOf(targetId); id !== null; id = tree.parentOf(id)) {
    if (id === moverId) return texts.downline(tree.nameOf(targetId), mover);
  }
  return null;
}
