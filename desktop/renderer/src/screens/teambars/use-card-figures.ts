import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFigureLine } from '../../figures/figure-lines';
import { periodLabel } from '../../figures/PeriodPicker';
import { useShownFigures } from '../../figures/use-figures';

/** What the cards show of the month picked in 'Period': its name (for screen readers) and each partner's line. */
export interface CardFigures {
  label: string;
  lineOf(profileId: string): string | null;
}

/**
 * The cards' figures (docs/figures.md "Teamlist, Teambars and tree"): 'PV 650 · Gold' for each
 * partner with figures in the month shown; none for a tree without figures (or one hiding them
 * from a READ member: the server sends none) and while the month is read.
 */
export function useCardFigures(teamtreeId: string | null): CardFigures | undefined {
  const { i18n, t } = useTranslation();
  const { month } = useShownFigures(teamtreeId);
  // The language too: the lines are in the language shown.
  return useMemo(
    () => (month ? { label: t('figures.views.cardFigures', { month: periodLabel(month.period) }), lineOf: (id: string) => cardFigureLine(month.byProfile.get(id)) } : undefined),
    [month, t, i18n.language],
  );
}
