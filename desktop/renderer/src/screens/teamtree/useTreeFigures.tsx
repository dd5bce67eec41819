import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { figureValuesOf } from '@shared/domain/figure-filters';
import { listFigureText, nodeFigureLine } from '../../figures/figure-lines';
import { useMonthFigures, usePeriod } from '../../figures/use-figures';
import { PeriodPicker } from '../../figures/PeriodPicker';
import { local } from '../../session/browser-storage';
import { STORAGE_KEYS } from '../../session/storage-keys';

/**
 * The tree's 'Show figures' (docs/figures.md "Teamlist, Teambars and tree"): offered while the
 * tree has figures; when on, the month picked in 'Period' is read and each node shows its PV and
 * rank under the name (`line`, by profile index), the profiles' list for screen readers says
 * them too (`spoken`). The choice is kept on this device, for the next visit.
 */
export function useTreeFigures(teamtreeId: string, profiles: readonly { id: string }[]) {
  const { i18n } = useTranslation();
  const [on, setOn] = useState(() => local.getItem(STORAGE_KEYS.showFigures) === '1');
  const toggle = () => {
    local.setItem(STORAGE_KEYS.showFigures, on ? '0' : '1');
    setOn(!on);
  };
  const { period } = usePeriod(teamtreeId);
  const shown = on && period !== null;
  const { month } = useMonthFigures(teamtreeId, shown ? period : null);
  const lines = useMemo(() => {
    if (!shown || !month) return { line: undefined, spoken: undefined };
    const entry = (i: number) => month.byProfile.get(profiles[i]?.id ?? '');
    return {
      line: (i: number) => nodeFigureLine(figureValuesOf(entry(i))),
      spoken: (i: number) => listFigureText(figureValuesOf(entry(i)), Boolean(entry(i)?.figures), month.period),
    };
    // The language too: the lines are in the language shown.
  }, [shown, month, profiles, i18n.language]);
  // The toolbar's part: the toggle while the tree has figures, the picker while they show.
  const toolbar = period === null ? {} : { showFigures: shown, onShowFigures: toggle, ...(shown ? { period: <PeriodPicker teamtreeId={teamtreeId} className="shrink-0" /> } : {}) };
  return { toolbar, ...lines };
}
