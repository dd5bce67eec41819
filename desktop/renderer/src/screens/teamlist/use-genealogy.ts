import { useCallback, useMemo, useState } from 'react';
import { flattenGenealogy, genealogyOf, shownRows, type Genealogy, type GenealogyRows } from '@shared/domain/genealogy';
import { structureToken, type TreeProfile } from '../../realtime/tree-patch';

const NO_FOLDS: ReadonlySet<string> = new Set();
const NO_PROFILES: readonly TreeProfile[] = [];

export interface GenealogyState {
  genealogy: Genealogy;
  /** By position: MATCH, CONTEXT or 0 (not shown); null while every partner is shown. */
  shown: Uint8Array | null;
  rows: GenealogyRows;
  folded: ReadonlySet<string>;
  setFolded(id: string, fold: boolean): void;
}

/**
 * The Genealogy view's rows: the whole tree in tree order (laid out again only when a partner is
 * added, removed or moved, not on a rename), the `found` partners (team switch, Filter menu and
 * search) with their uplines up to `top` (the linked profile under 'My Team'), and the teams
 * folded by hand. A new search or filter (`foldsKey`) unfolds every team, so its matches show.
 */
export function useGenealogy(all: readonly TreeProfile[] | undefined, found: readonly { id: string }[], top: string | null, foldsKey: string): GenealogyState {
  const structure = structureToken(all ?? NO_PROFILES);
  const genealogy = useMemo(() => genealogyOf(structure), [structure]);
  const everyone = top === null && found.length === genealogy.count;
  const shown = useMemo(() => (everyone ? null : shownRows(genealogy, found.map((p) => p.id), top)), [everyone, genealogy, found, top]);
  const [folds, setFolds] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: foldsKey, ids: NO_FOLDS });
  const folded = folds.key === foldsKey ? folds.ids : NO_FOLDS;
  const rows = useMemo(() => flattenGenealogy(genealogy, shown, folded), [genealogy, shown, folded]);
  const setFolded = useCallback(
    (id: string, fold: boolean) =>
      setFolds((was) => {
        const ids = new Set(was.key === foldsKey ? was.ids : NO_FOLDS);
        if (fold) ids.add(id);
        else ids.delete(id);
        return { key: foldsKey, ids };
      }),
    [foldsKey],
  );
  return { genealogy, shown, rows, folded, setFolded };
}
