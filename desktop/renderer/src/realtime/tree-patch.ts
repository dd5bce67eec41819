import { PLACEHOLDER_NAME } from '@shared/schemas/profile';
import type { MembershipAnswer, StatusTreeAnswer, StatusTreeDelta } from '@shared/schemas/teamtree';
import { childrenByParent } from '@shared/domain/tree-children';

/**
 * Applying changes to a held tree answer (`GET /api/teamtree/status?teamtreeId=`) by profile id
 * and `version`, without reading the tree again. Pure: every function answers a new answer (the
 * unchanged profiles are shared) or says why it did not apply.
 *
 * - `ignored`: the change is already held (a version not newer than ours, ids already gone,
 *   another tree).
 * - `gap`: something was missed (an update of an unknown profile, a version that skips one, a
 *   parent we do not hold); only a re-read of the tree can bring the answer up to date.
 *
 * Profiles keep their place in the list, so a change that is not structural (no new parent, no
 * profile added or removed) leaves ids and parents position for position as they were: the
 * tree canvas then keeps its layout (`sameStructure` in screens/teamtree/tree/layout.ts).
 */

export type TreeAnswer = StatusTreeAnswer;
export type TreeProfile = TreeAnswer['teamtree']['profiles'][number];

export type PatchOutcome = { kind: 'applied'; answer: TreeAnswer } | { kind: 'ignored' } | { kind: 'gap'; reason: string };

const ignored: PatchOutcome = { kind: 'ignored' };
const gap = (reason: string): PatchOutcome => ({ kind: 'gap', reason });

export interface UpsertOptions {
  /**
   * `profile-add` and the answer of one's own create may bring an unknown profile; an update of
   * an unknown one means an add was missed.
   */
  mayBeNew: boolean;
}

/**
 * Lists known to hold the same ids under the same parents at the same positions share one token
 * (the first such list): a change that is not structural passes its list's token on, so the
 * canvas can tell in O(1) that its layout still fits.
 */
const structureTokens = new WeakMap<readonly TreeProfile[], readonly TreeProfile[]>();

/** The structure token of a list (the list itself when nothing is known about it). */
export function structureToken(profiles: readonly TreeProfile[]): readonly TreeProfile[] {
  return structureTokens.get(profiles) ?? profiles;
}

/**
 * Where each id was last seen, shared by the lists one change makes from another: a change keeps
 * every profile at its place (an add appends), so the place of an id stays valid until a delete.
 * Only a hint: it is checked against the list, and a miss searches the list.
 */
const placeHints = new WeakMap<readonly TreeProfile[], Map<string, number>>();

function hintsOf(profiles: readonly TreeProfile[]): Map<string, number> {
  let hints = placeHints.get(profiles);
  if (!hints) {
    hints = new Map();
    for (let i = 0; i < profiles.length; i++) hints.set(profiles[i].id, i);
    placeHints.set(profiles, hints);
  }
  return hints;
}

function indexOf(profiles: readonly TreeProfile[], id: string): number {
  const hinted = hintsOf(profiles).get(id);
  if (hinted !== undefined && profiles[hinted]?.id === id) return hinted;
  return profiles.findIndex((p) => p.id === id);
}

function tagKey(profile: TreeProfile): string {
  return profile.categoryData.tags.map((t) => `${t.categoryId}=${t.value}`).join('\u001f');
}

const byCategoryName = (a: { id: string; name: string }, b: { id: string; name: string }) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** The tree's categories as the server lists them: those some profile uses, by lower-case name, then id. */
export function categoriesInUse(profiles: readonly TreeProfile[]): TreeAnswer['teamtree']['categories'] {
  const used = new Map<string, string>();
  for (const profile of profiles) for (const tag of profile.categoryData.tags) used.set(tag.categoryId, tag.categoryName);
  return [...used].map(([id, name]) => ({ id, name })).sort(byCategoryName);
}

function withProfiles(answer: TreeAnswer, profiles: TreeProfile[], categoriesChanged: boolean): TreeAnswer {
  return {
    ...answer,
    teamtree: { ...answer.teamtree, profiles, categories: categoriesChanged ? categoriesInUse(profiles) : answer.teamtree.categories },
  };
}

/** A `profile-add` / `profile-update` event, or the answer of one's own create / update. */
export function applyProfile(answer: TreeAnswer, profile: TreeProfile, options: UpsertOptions): PatchOutcome {
  if (profile.teamtreeId !== answer.teamtree.id) return ignored;
  const profiles = answer.teamtree.profiles;
  const at = indexOf(profiles, profile.id);
  if (at >= 0) {
    const held = profiles[at];
    if (profile.version <= held.version) return ignored;
    if (profile.version > held.version + 1) return gap(`version ${profile.version} of ${profile.id} after ${held.version}`);
  } else if (!options.mayBeNew) {
    return gap(`update of unknown profile ${profile.id}`);
  }
  if (profile.parentId !== null && indexOf(profiles, profile.parentId) < 0) return gap(`unknown parent ${profile.parentId}`);

  const next = profiles.slice();
  const held = at >= 0 ? profiles[at] : null;
  const hints = hintsOf(profiles);
  if (held) next[at] = profile;
  else hints.set(profile.id, next.push(profile) - 1);
  placeHints.set(next, hints);
  if (held && held.parentId === profile.parentId) structureTokens.set(next, structureToken(profiles));
  if (held && held.name !== profile.name) {
    for (let i = 0; i < next.length; i++) if (next[i].parentId === profile.id) next[i] = { ...next[i], parentName: profile.name };
  }
  return { kind: 'applied', answer: withProfiles(answer, next, !held || tagKey(held) !== tagKey(profile)) };
}

/** A `profile-delete` event (`ids`: the profile and its whole subtree). */
export function applyDelete(answer: TreeAnswer, ids: readonly string[]): PatchOutcome {
  const gone = new Set(ids);
  const profiles = answer.teamtree.profiles;
  const next = profiles.filter((p) => !gone.has(p.id));
  if (next.length === profiles.length) return ignored;
  return { kind: 'applied', answer: withProfiles(answer, next, true) };
}

/**
 * What `DELETE /api/teamtree/profile?mode=placeholder` makes of a profile (API.md "Profiles"):
 * its answer carries no profile, so the held one is blanked as the server did it, one version on.
 */
export function placeholderOf(profile: TreeProfile): TreeProfile {
  return {
    ...profile,
    name: PLACEHOLDER_NAME,
    phone: '',
    birthday: null,
    billDate: null,
    categoryData: { categories: [], tags: [] },
    categories: [],
    reminders: [],
    version: profile.version + 1,
  };
}

/** The profile and every profile beneath it (what a delete without `mode` removes). */
export function subtreeIds(profiles: readonly TreeProfile[], rootId: string): string[] {
  const children = childrenByParent(profiles);
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]) ?? []));
  return ids;
}

/** A membership event: only the caller's own membership is part of the tree answer. */
export function applyMembership(answer: TreeAnswer, membership: { id: string } & Partial<Record<keyof MembershipAnswer, unknown>>): PatchOutcome {
  if (membership.id !== answer.userMembership.id) return ignored;
  const own = { ...answer.userMembership, ...membership } as MembershipAnswer;
  const permission = own.permission;
  const treeId = answer.teamtree.id;
  return {
    kind: 'applied',
    answer: {
      ...answer,
      userMembership: own,
      needsProfileLink: own.linkedProfileId === null,
      teamtree: { ...answer.teamtree, members: [{ permission }, ...answer.teamtree.members.slice(1)] },
      teamtrees: answer.teamtrees.map((t) => (t.id === treeId ? { ...t, members: [{ permission }, ...t.members.slice(1)] } : t)),
    },
  };
}

/** What a read of the changes since the held answer brought (`GET ...status?teamtreeId=&since=`). */
export type TreeDelta = StatusTreeDelta;

/**
 * The held answer brought up to date with a delta read: the changed profiles replace older held
 * versions (a held one as new, from an event, stays) or are added in the server's order, the
 * children of a renamed profile take its new name as `parentName`, and everything but the
 * profiles is the delta's. `null` when the held tree cannot be brought up to date this way:
 * profiles were deleted meanwhile (more are held than the tree has) or a parent is unknown;
 * only a read of the whole tree helps then. A delta that changes no parent and adds nothing keeps
 * the list's structure token (the canvas keeps its layout).
 */
export function applyDelta(held: TreeAnswer, delta: TreeDelta): TreeAnswer | null {
  const profiles = held.teamtree.profiles;
  const next = profiles.slice();
  const at = new Map(profiles.map((p, i) => [p.id, i]));
  const renamed = new Map<string, string>();
  let structural = false;
  for (const profile of delta.teamtree.profiles) {
    const i = at.get(profile.id);
    if (i === undefined) {
      at.set(profile.id, next.length);
      next.push(profile);
      structural = true;
      continue;
    }
    const old = next[i];
    if (profile.version <= old.version) continue;
    if (old.parentId !== profile.parentId) structural = true;
    if (old.name !== profile.name) renamed.set(profile.id, profile.name);
    next[i] = profile;
  }
  if (next.length !== delta.teamtree.profileCount) return null;
  let versionSum = 0;
  for (let i = 0; i < next.length; i++) {
    versionSum += next[i].version;
    const parentId = next[i].parentId;
    if (parentId === null) continue;
    if (!at.has(parentId)) return null;
    const name = renamed.get(parentId);
    if (name !== undefined && next[i].parentName !== name) next[i] = { ...next[i], parentName: name };
  }
  if (versionSum !== delta.teamtree.profileVersionSum) return null;
  if (!structural) structureTokens.set(next, structureToken(profiles));
  const { profileCount: _count, profileVersionSum: _sum, ...summary } = delta.teamtree;
  return { ...delta, teamtree: { ...summary, profiles: next } };
}
