import { maskProfile, type HideableField } from '../../shared/domain/read-privacy';
import type { ProfileAnswer } from './profile-answer';

/**
 * Whole trees as READ members of a tree with hidden fields get them (docs/privacy.md "What READ
 * members see"), without losing the tree cache's speed:
 *
 * - A cached tree (a frozen list, one per version of the tree: tree-cache.ts) is masked once per
 *   set of hidden fields and the masked list kept beside it (and gone with it), so every READ
 *   member's request of that version shares one list, and its answer body (tree-answer-body.ts)
 *   is made once, under its own key.
 * - Each masked profile is kept per original profile object, so the next version of the tree
 *   reuses the masked profiles of everything that did not change: their segments of the answer
 *   body are reused as for the unmasked tree.
 * - Small trees (not cached, not frozen) are masked per request.
 */

const maskedByProfile = new Map<string, WeakMap<ProfileAnswer, ProfileAnswer>>();
const maskedLists = new WeakMap<readonly ProfileAnswer[], Map<string, readonly ProfileAnswer[]>>();
const variants = new WeakMap<readonly ProfileAnswer[], string>();

function maskedProfile(profile: ProfileAnswer, hidden: readonly HideableField[], kept: WeakMap<ProfileAnswer, ProfileAnswer>): ProfileAnswer {
  let masked = kept.get(profile);
  if (!masked) {
    masked = Object.freeze(maskProfile(profile, hidden));
    kept.set(profile, masked);
  }
  return masked;
}

/** The profiles with the hidden fields emptied (the same list when nothing is hidden). */
export function maskedProfiles(profiles: readonly ProfileAnswer[], hidden: readonly HideableField[]): readonly ProfileAnswer[] {
  if (hidden.length === 0) return profiles;
  if (!Object.isFrozen(profiles)) return profiles.map((profile) => maskProfile(profile, hidden));
  const key = hidden.join(',');
  let lists = maskedLists.get(profiles);
  const held = lists?.get(key);
  if (held) return held;
  let kept = maskedByProfile.get(key);
  if (!kept) maskedByProfile.set(key, (kept = new WeakMap()));
  const masked = Object.freeze(profiles.map((profile) => maskedProfile(profile, hidden, kept)));
  variants.set(masked, key);
  if (!lists) maskedLists.set(profiles, (lists = new Map()));
  lists.set(key, masked);
  return masked;
}

/** Which masked form a list is ('' for a tree as it is): answer bodies are kept per form. */
export function maskVariantOf(profiles: readonly ProfileAnswer[]): string {
  return variants.get(profiles) ?? '';
}
