import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { distinctLabels, labelOf } from '@shared/domain/distinct-names';
import { compareGerman } from '@shared/domain/german-order';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

export interface FilterOptions {
  /** `label`: the name, or for a name several partners hold what tells them apart ('Anna Krüger · under Max Weber'). */
  uplines: Array<{ id: string; name: string; label: string }>;
  categories: Array<{ name: string; values: string[] }>;
}

/** Names as people read them: 'Elias Braun 9' before 'Elias Braun 29', case and accents aside. */

/** What the Filter dropdown offers for a tree: profiles that have children, and category values. */
export function filterOptions(profiles: readonly Profile[], categoryNames: readonly string[]): FilterOptions {
  const parentIds = new Set(profiles.map((p) => p.parentId).filter((id): id is string => !!id));
  const labels = distinctLabels(profiles);
  const uplines = profiles
    .filter((p) => parentIds.has(p.id))
    .map((p) => ({ id: p.id, name: p.name, label: labelOf(labels, p) }))
    .sort((a, b) => compareGerman(a.name, b.name) || compareGerman(a.label, b.label));
  const categories = categoryNames.map((name) => {
    const values = new Set<string>();
    for (const profile of profiles) {
      for (const pair of profile.categories) if (pair.name.toLowerCase() === name.toLowerCase() && pair.value) values.add(pair.value);
    }
    return { name, values: [...values].sort(compareGerman) };
  });
  return { uplines, categories };
}

/** The uplines whose label holds the search text (case-insensitive); all of them for an empty text. */
export function matchingUplines<U extends { label: string }>(uplines: readonly U[], query: string): readonly U[] {
  const needle = query.trim().toLocaleLowerCase('de');
  return needle ? uplines.filter((upline) => upline.label.toLocaleLowerCase('de').includes(needle)) : uplines;
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

