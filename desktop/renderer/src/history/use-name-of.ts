import { useMemo } from 'react';
import type { NameOf } from './entry-text';

/**
 * Names partners by id as the page's tree holds them (for uplines in history sentences). The
 * index is made on the first name asked for, not on every change of the tree: at 50,000
 * partners it cost ~17 ms after each live change while no history was open.
 */
export function useNameOf(profiles: ReadonlyArray<{ id: string; name: string }>): NameOf {
  return useMemo(() => {
    let names: Map<string, string> | null = null;
    return (id: string) => (names ??= new Map(profiles.map((p) => [p.id, p.name]))).get(id) ?? null;
  }, [profiles]);
}
