import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { compareGerman } from '@shared/domain/german-order';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

export interface FilterOptions {
  uplines: Array<{ id: string; name: string }>;
  categories: Array<{ name: string; values: string[] }>;
}

/** Names as people read them: 'Elias Braun 9' before 'Elias Braun 29', case and accents aside. */

/** What the Filter dropdown offers for a tree: profiles that have children, and category values. */
export function filterOptions(profiles: readonly Profile[], categoryNames: readonly string[]): FilterOptions {
  const parentIds = new Set(profiles.map((p) => p.parentId).filter((id): id is string => !!id));
  const uplines = profiles
    .filter((p) => parentIds.has(p.id))
    .map((p) => ({ id: p.id, name: p.name }))
    .sort((a, b) => compareGerman(a.name, b.name));
  const categories = categoryNames.map((name) => {
    const values = new Set<string>();
    for (const profile of profiles) {
      for (const pair of profile.categories) if (pair.name.toLowerCase() === name.toLowerCase() && pair.value) values.add(pair.value);
    }
    return { name, values: [...values].sort(compareGerman) };
  });
  return { uplines, categories };
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

