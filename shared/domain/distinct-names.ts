/**
 * Labels that tell partners of one name apart wherever partners are listed to choose (Find,
 * 'Select yourself!', 'Change upline…', the Upline filter): a name held by one partner of the
 * tree is its label; a name held by several gets its upline, `Anna Krüger · under Max Weber`
 * (the root: `Anna Krüger · root`). When uplines share a name too, the chain goes further up
 * (`· under Max Weber under Eva Roth`, at most three uplines); partners still alike then are
 * numbered in the given order (`(1)`, `(2)`).
 */

export interface NamedProfile {
  id: string;
  name: string;
  parentId: string | null;
}

/** Profile id → label, only for names held by more than one profile (every other label is the name). */
export type DistinctLabels = ReadonlyMap<string, string>;

const MAX_UPLINES = 3;

/** The words of a label ('· root', '· under'); English unless a caller shows another language. */
export interface LabelWords {
  root: string;
  under: string;
}

export const LABEL_WORDS: LabelWords = { root: 'root', under: 'under' };

const nameKey = (name: string) => name.trim().toLocaleLowerCase('de');

function withUplines(profile: NamedProfile, byId: ReadonlyMap<string, NamedProfile>, depth: number, words: LabelWords): string {
  const name = profile.name.trim();
  if (profile.parentId === null) return `${name} · ${words.root}`;
  const names: string[] = [];
  let at = byId.get(profile.parentId);
  while (at && names.length < depth) {
    names.push(at.name.trim());
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return names.length === 0 ? name : `${name} · ${words.under} ${names.join(` ${words.under} `)}`;
}

function allDifferent(labels: readonly string[]): boolean {
  return new Set(labels.map(nameKey)).size === labels.length;
}

/** Labels for the members of one group of a name: the fewest uplines that tell them apart, then numbers. */
function labelGroup(group: readonly NamedProfile[], byId: ReadonlyMap<string, NamedProfile>, words: LabelWords): string[] {
  let labels: string[] = [];
  for (let depth = 1; depth <= MAX_UPLINES; depth++) {
    labels = group.map((profile) => withUplines(profile, byId, depth, words));
    if (allDifferent(labels)) return labels;
  }
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const label of labels) total.set(nameKey(label), (total.get(nameKey(label)) ?? 0) + 1);
  return labels.map((label) => {
    const key = nameKey(label);
    if (total.get(key) === 1) return label;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${label} (${n})`;
  });
}

/**
 * The labels of the profiles whose name (case and surrounding spaces aside) another profile of
 * `profiles` holds too. `profiles` is the whole tree: uplines are looked up in it.
 */
export function distinctLabels(profiles: readonly NamedProfile[], words: LabelWords = LABEL_WORDS): DistinctLabels {
  const groups = new Map<string, NamedProfile[]>();
  for (const profile of profiles) {
    const key = nameKey(profile.name);
    const group = groups.get(key);
    if (group) group.push(profile);
    else groups.set(key, [profile]);
  }
  const labels = new Map<string, string>();
  let byId: Map<string, NamedProfile> | null = null;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    byId ??= new Map(profiles.map((p) => [p.id, p]));
    labelGroup(group, byId, words).forEach((label, i) => labels.set(group[i].id, label));
  }
  return labels;
}

/** A profile's label: its name, or what tells it apart from others of its name. */
export function labelOf(labels: DistinctLabels, profile: { id: string; name: string }): string {
  return labels.get(profile.id) ?? profile.name;
}
