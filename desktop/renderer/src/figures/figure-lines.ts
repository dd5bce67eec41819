import { figureValuesOf, type FigureValues } from '@shared/domain/figure-filters';
import { formatNumber, formatPeriod } from '../i18n/formats';
import { currentLanguage, t as translate } from '../i18n/i18n';
import type { PartnerFigures } from './use-figures';

/*
 * The short texts of a partner's month of figures, in the language shown: the tree's node line
 * and partner list (docs/figures.md "Teamlist, Teambars and tree") and the Teambars card's line.
 */

/** A volume as the language writes it ('1,234.5' / '1.234,5'). */
const volumeText = (value: number) => formatNumber(value, currentLanguage(), { maximumFractionDigits: 2 });

/** The line under a node's name: 'PV 1,234 · Gold', 'PV 1,234' without a rank, 'PV –' without figures. */
export function nodeFigureLine(values: FigureValues): string {
  const pv = values.pv === null ? '–' : volumeText(values.pv);
  return values.rank ? translate('figures.views.nodeLine', { pv, rank: values.rank }) : translate('figures.views.nodePv', { pv });
}

/** What a screen reader hears after the partner's name: ', PV 1,234, rank Gold' (or that the month has none of theirs). */
export function listFigureText(values: FigureValues, hasRow: boolean, period: string): string {
  if (!hasRow) return translate('figures.views.listNoFigures', { month: formatPeriod(period, currentLanguage()) });
  const pv = values.pv === null ? '–' : volumeText(values.pv);
  return values.rank ? translate('figures.views.listFigures', { pv, rank: values.rank }) : translate('figures.views.listNoRank', { pv });
}

/** A Teambars card's line, as the node's ('PV 650 · Gold'); null for a partner without figures that month. */
export function cardFigureLine(entry: PartnerFigures | undefined): string | null {
  return entry?.figures ? nodeFigureLine(figureValuesOf(entry)) : null;
}
