import { useMemo, useRef } from 'react';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { todayIn } from '@shared/domain/calendar-date';
import { useView } from '../../stores/view-store';
import type { Scene } from './tree/draw';
import { structureToken } from '../../realtime/tree-patch';
import type { TreeFold } from '@shared/schemas/settings';
import { collapsedMask, NO_FOLD } from './tree/fold';
import type { FoldMarks } from './tree/fold-marks';
import { buildLayout, layoutAs, relayout, sameStructure, viewLayout, type LayoutKind, type TreeLayout } from './tree/layout';
import { FIRST_PAGES, type Pages } from './tree/paging';
import { layoutDownlineCounts } from './tree/team-sizes';
import { nodeStyles } from './tree/node-style';
import { DARK, LIGHT } from './tree/palette';
import { reuseByPosition } from '../../lib/reuse-by-item';

/**
 * The layout of the tree's structure: laid out again only when a profile is added, removed or
 * moved, not when the data changes otherwise (a rename, new dates or categories).
 */
function useStructuralLayout(profiles: readonly ProfileAnswerShape[], kind: LayoutKind): TreeLayout {
  const held = useRef<{ profiles: readonly ProfileAnswerShape[]; layout: TreeLayout } | null>(null);
  return useMemo(() => {
    const last = held.current;
    // The token answers at once for changes applied by id; anything else is compared.
    const same = last && (structureToken(last.profiles) === structureToken(profiles) || sameStructure(last.profiles, profiles));
    if (last && same && last.layout.kind === kind) {
      last.profiles = profiles;
      return last.layout;
    }
    // Another layout chosen: the held structure is laid out the other way.
    let layout: TreeLayout;
    if (last && same) layout = layoutAs(last.layout, kind);
    else if (last && last.layout.kind === kind) layout = relayout(last.layout, last.profiles, profiles);
    else layout = buildLayout(profiles, undefined, kind);
    held.current = { profiles, layout };
    return layout;
  }, [profiles, kind]);
}

/** The tree with the folded teams left out and the pages of wide teams drawn (the whole tree's layout itself when none is folded nor paged on), and the marks for the canvas. */
export function useFoldedLayout(full: TreeLayout, fold: TreeFold, pages: Pages = FIRST_PAGES): { layout: TreeLayout; marks: FoldMarks | null } {
  const mask = useMemo(() => collapsedMask(full, fold), [full, fold]);
  const counts = useMemo(() => layoutDownlineCounts(full), [full]);
  return useMemo(() => ({ layout: viewLayout(full, mask, pages), marks: mask ? { collapsed: mask, hidden: counts } : null }), [full, mask, counts, pages]);
}

export interface TreeScene {
  scene: Scene;
  palette: typeof LIGHT;
  /** The whole tree laid out, folded teams included (team sizes, folding). */
  fullLayout: TreeLayout;
}

/** Layout once per structural change (and fold); colours and dimming once per data, mode or filter change. */
export function useTreeScene(profiles: readonly ProfileAnswerShape[], linkedProfileId: string | null, fold: TreeFold = NO_FOLD, kind: LayoutKind = 'compact', pages: Pages = FIRST_PAGES): TreeScene {
  const viewMode = useView((s) => s.viewMode);
  const filters = useView((s) => s.filters);
  const scope = useView((s) => s.teamFilter);
  const theme = useView((s) => s.theme);
  const today = todayIn();
  const fullLayout = useStructuralLayout(profiles, kind);
  const { layout, marks } = useFoldedLayout(fullLayout, fold, pages);
  // A live change of one profile recomputes one name, not 50,000.
  const namesOf = useMemo(() => reuseByPosition((p: ProfileAnswerShape) => p.name), []);
  const names = useMemo(() => namesOf(profiles), [namesOf, profiles]);
  const styles = useMemo(
    () => nodeStyles(profiles, { viewMode, today, choice: filters, scope, linkedProfileId }),
    [profiles, viewMode, today, filters, scope, linkedProfileId],
  );
  const scene = useMemo(() => ({ layout, styles, names, fold: marks }), [layout, styles, names, marks]);
  return { scene, palette: theme === 'dark' ? DARK : LIGHT, fullLayout };
}
