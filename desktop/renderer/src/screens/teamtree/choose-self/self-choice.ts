import { labelOf, type DistinctLabels } from '@shared/domain/distinct-names';

/**
 * 'Select yourself!' (spec section 4, Join flow): which profiles a member without a linked
 * profile may choose, and whether the tree waits for that choice.
 */

export interface ChoiceInput<P extends { id: string }> {
  /** The status answer's `needsProfileLink`. */
  needsProfileLink: boolean;
  profiles: readonly P[];
  /** The members' linked profiles from the share answer; null while that answer is not known. */
  linkedByMembers: readonly (string | null)[] | null;
}

export interface SelfChoice<P> {
  /** The panel is shown: the member has no profile and the tree has profiles. */
  panel: boolean;
  /** Profiles no member has linked: the ones that can be chosen (none until the links are known). */
  free: P[];
  /** The members' links are known. */
  known: boolean;
  /** The tree waits for the choice (inert, under a mask): something can be chosen, or it is not known yet. */
  blocking: boolean;
}

/** The profiles still free, and whether the choice is forced (spec: the panel forces it). */
export function selfChoice<P extends { id: string }>({ needsProfileLink, profiles, linkedByMembers }: ChoiceInput<P>): SelfChoice<P> {
  // An empty tree has nobody to choose: its owner starts again with a first partner.
  const panel = needsProfileLink && profiles.length > 0;
  const known = linkedByMembers !== null;
  const taken = new Set(linkedByMembers ?? []);
  const free = panel && known ? profiles.filter((p) => !taken.has(p.id)) : [];
  // Until the members are known the tree waits (nothing may be changed before one's place is
  // clear); once every profile is someone else's, an editor must be able to add their own.
  const blocking = panel && (!known || free.length > 0);
  return { panel, free, known, blocking };
}

/**
 * The free profiles the search finds: by what the list shows of each (its name, or for a name
 * several hold what tells them apart, 'Anna Krüger · under Max Weber'), so the upline shown is
 * found too.
 */
export function matchingChoices<P extends { id: string; name: string }>(free: readonly P[], labels: DistinctLabels, query: string): P[] {
  const wanted = query.trim().toLowerCase();
  return wanted ? free.filter((p) => labelOf(labels, p).toLowerCase().includes(wanted)) : [...free];
}
