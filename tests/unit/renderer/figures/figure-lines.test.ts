import { afterEach, describe, expect, it } from 'vitest';
import type { Figures } from '@shared/schemas/figures';
import { figureValuesOf } from '@shared/domain/figure-filters';
import { cardFigureLine, listFigureText, nodeFigureLine } from '../../../../desktop/renderer/src/figures/figure-lines';
import type { PartnerFigures } from '../../../../desktop/renderer/src/figures/use-figures';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

/** The short texts of a partner's month (docs/figures.md "Teamlist, Teambars and tree"): the tree's node line and list, the Teambars card. */

const row = (part: Partial<Figures>): Figures => ({ profileId: 'anna', pv: null, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null, ...part });
const entry = (figures: Figures | null): PartnerFigures => ({ figures, teamVolume: 0, legs: [] });

describe('figure lines', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("a card shows the node's line: PV in the language's numbers and the rank", () => {
    expect(cardFigureLine(entry(row({ pv: 1234.5, rank: 'Gold' })))).toBe('PV 1,234.5 · Gold');
    expect(cardFigureLine(entry(row({ pv: 650, rank: ' Gold ' })))).toBe(nodeFigureLine(figureValuesOf(entry(row({ pv: 650, rank: 'Gold' })))));
    expect(cardFigureLine(entry(row({ pv: 90 })))).toBe('PV 90');
    expect(cardFigureLine(entry(row({ rank: 'Silver' })))).toBe('PV – · Silver');
  });

  it('a card has no line for a partner without figures that month, or one not in the month at all', () => {
    expect(cardFigureLine(entry(null))).toBeNull();
    expect(cardFigureLine(undefined)).toBeNull();
  });

  it('writes German numbers in German', async () => {
    await i18n.changeLanguage('de');
    expect(cardFigureLine(entry(row({ pv: 1234.5, rank: 'Gold' })))).toBe('PV 1.234,5 · Gold');
    expect(listFigureText(figureValuesOf(entry(row({ pv: 310.5 }))), true, '2026-12')).toBe(', PV 310,5, kein Rang');
    expect(listFigureText(figureValuesOf(undefined), false, '2026-12')).toBe(', keine Zahlen für Dezember 2026');
  });

  it("the tree's list says the month's figures after the name", () => {
    expect(listFigureText(figureValuesOf(entry(row({ pv: 650, rank: 'Gold' }))), true, '2026-12')).toBe(', PV 650, rank Gold');
    expect(listFigureText(figureValuesOf(undefined), false, '2026-11')).toBe(', no figures in November 2026');
  });
});
