import { useMemo } from 'react';
import type { NameOf } from './entry-text';

/** Names partners by id as the page's tree holds them (for uplines in history sentences). */
export function useNameOf(profiles: ReadonlyArray<{ id: string; name: string }>): NameOf {
  return useMemo(() => {
    const names = new Map(profiles.map((p) => [p.id, p.name]));
    return (id: string) => names.get(id) ?? null;
  }, [profiles]);
}
