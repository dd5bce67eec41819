import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { figureValuesOf, type FigureValues } from '@shared/domain/figure-filters';
import { useMonthFigures, usePeriod } from '../../figures/use-figures';
import { PeriodPicker, periodLabel } from '../../figures/PeriodPicker';
import { formatNumber } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { t as translate } from '../../i18n/i18n';

/** A volume as the language writes it ('1,234.5' / '1.234,5'). */
const volumeText = (value: number) => formatNumber(value, currentLanguage(), { maximumFractionDigits: 2 });

/** The line under a node's name: 'PV 1,234 · Gold', 'PV 1,234' without a rank, 'PV –' without figures. */
export function nodeFigureLine(values: FigureValues): string {
  const pv = values.pv === null ? '–' : volumeText(values.pv);
  return values.rank ? translate('figures.views.nodeLine', { pv, rank: values.rank }) : translate('figures.views.nodePv', { pv });
}

/** What a screen reader hears after the partner's name: ', PV 1,234, rank Gold' (or that the month has none of theirs). */
export function listFigureText(values: FigureValues, hasRow: boolean, period: string): string {
  if (!hasRow) return translate('figures.views.listNoFigures', { month: periodLabel(period) });
  const pv = values.pv === null ? '–' : volumeText(values.pv);
  return values.rank ? translate('figures.views.listFigures', { pv, rank: values.rank }) : translate('figures.views.listNoRank', { pv });
}

/**
 * The tree's 'Show figures' (docs/figures.md "Teamlist, Teambars and tree"): offered while the
 * tree has figures; when on, the month picked in 'Period' is read and each node shows its PV and
 * rank under the name (`line`, by profile index), the profiles' list for screen readers says
 * them too (`spoken`).
 */
export function useTreeFigures(teamtreeId: string, profiles: readonly { id: string }[]) {
  const { i18n } = useTranslation();
  const [on, setOn] = useState(false);
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
  const toolbar = period === null ? {} : { showFigures: shown, onShowFigures: () => setOn((was) => !was), ...(shown ? { period: <PeriodPicker teamtreeId={teamtreeId} className="shrink-0" /> } : {}) };
  return { toolbar, ...lines };
}
