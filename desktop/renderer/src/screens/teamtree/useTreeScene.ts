import { useMemo, useRef } from 'react';
import type { ProfileAnswerShape } from '../../../../../shared/schemas/profile';
import { todayIn } from '../../../../../shared/domain/calendar-date';
import { useView } from '../../stores/view-store';
import type { Scene } from './tree/draw';
import { structureToken } from '../../realtime/tree-patch';
import { buildLayout, sameStructure, type TreeLayout } from './tree/layout';
import { nodeStyles } from './tree/node-style';
import { DARK, LIGHT } from './tree/palette';

/**
 * The layout of the tree's structure: laid out again only when a profile is added, removed or
 * moved, not when the data changes otherwise (a rename, new dates or categories).
 */
function useStructuralLayout(profiles: readonly ProfileAnswerShape[]): TreeLayout {
  const held = useRef<{ profiles: readonly ProfileAnswerShape[]; layout: TreeLayout } | null>(null);
  return useMemo(() => {
    const last = held.current;
    // The token answers at once for changes applied by id; anything else is compared.
    if (last && (structureToken(last.profiles) === structureToken(profiles) || sameStructure(last.profiles, profiles))) {
      last.profiles = profiles;
      return last.layout;
    }
    const layout = buildLayout(profiles);
    held.current = { profiles, layout };
    return layout;
  }, [profiles]);
}

/** Layout once per structural change; colours and dimming once per data, mode or filter change. */
export function useTreeScene(profiles: readonly ProfileAnswerShape[], linkedProfileId: string | null): { scene: Scene; palette: typeof LIGHT } {
  const viewMode = useView((s) => s.viewMode);
  const filters = useView((s) => s.filters);
  const scope = useView((s) => s.teamFilter);
  const theme = useView((s) => s.theme);
  const today = todayIn();
  const layout = useStructuralLayout(profiles);
  const names = useMemo(() => profiles.map((p) => p.name), [profiles]);
  const styles = useMemo(
    () => nodeStyles(profiles, { viewMode, today, choice: filters, scope, linkedProfileId }),
    [profiles, viewMode, today, filters, scope, linkedProfileId],
  );
  const scene = useMemo(() => ({ layout, styles, names }), [layout, styles, names]);
  return { scene, palette: theme === 'dark' ? DARK : LIGHT };
}
