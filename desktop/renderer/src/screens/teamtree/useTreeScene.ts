import { useMemo } from 'react';
import type { ProfileAnswerShape } from '../../../../../shared/schemas/profile';
import { todayIn } from '../../../../../shared/domain/bill-status';
import { useView } from '../../stores/view-store';
import type { Scene } from './tree/draw';
import { buildLayout } from './tree/layout';
import { nodeStyles } from './tree/node-style';
import { DARK, LIGHT } from './tree/palette';

/** Layout once per data change; colours and dimming once per data, mode or filter change. */
export function useTreeScene(profiles: readonly ProfileAnswerShape[], linkedProfileId: string | null): { scene: Scene; palette: typeof LIGHT } {
  const viewMode = useView((s) => s.viewMode);
  const filters = useView((s) => s.filters);
  const scope = useView((s) => s.teamFilter);
  const theme = useView((s) => s.theme);
  const today = todayIn();
  const layout = useMemo(() => buildLayout(profiles), [profiles]);
  const names = useMemo(() => profiles.map((p) => p.name), [profiles]);
  const styles = useMemo(
    () => nodeStyles(profiles, { viewMode, today, choice: filters, scope, linkedProfileId }),
    [profiles, viewMode, today, filters, scope, linkedProfileId],
  );
  const scene = useMemo(() => ({ layout, styles, names }), [layout, styles, names]);
  return { scene, palette: theme === 'dark' ? DARK : LIGHT };
}
