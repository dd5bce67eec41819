/**
 * The numbers of a back office's monthly export (issue 38 item 1: PV, GV as German and English
 * back offices write them). German: `.` groups thousands, `,` starts the decimals (`1.234,56`);
 * English the other way round (`1,234.56`); both may group by spaces (`1 234,56`) or not at all.
 * A figure is a number ≥ 0 with at most 2 decimals; `12,5 %`, `-3`, `n/a` or `1.2.3` are not.
 */

export const NUMBER_STYLES = ['de', 'en'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

/** A cell read: a number, nothing (empty), or not a figure. */
export type FigureCell = { ok: true; value: number | null } | { ok: false };

const SEPARATORS: Record<NumberStyle, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** At most 2 decimals; whole part plain (`1234`) or grouped by threes (`1.234`, `1 234`). */
function figurePattern(style: NumberStyle): RegExp {
  const { group, decimal } = SEPARATORS[style];
  const g = `[${group === '.' ? '\\.' : group} \u00a0\u202f]`;
  const d = decimal === '.' ? '\\.' : decimal;
  return new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`);
}

const PATTERNS: Record<NumberStyle, RegExp> = { de: figurePattern('de'), en: figurePattern('en') };

/** Reads one cell in the file's number style. */
export function readFigure(cell: string, style: NumberStyle): FigureCell {
  const text = cell.trim();
  if (text === '') return { ok: true, value: null };
  const match = PATTERNS[style].exec(text);
  if (!match) return { ok: false };
  const whole = match[1].replace(/\D/g, '');
  const value = Number(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/**
 * Which style a column's cells are written in, when they say so: a cell with both separators
 * (the last one starts the decimals), or one separator followed by one or two digits at the end
 * (a decimal; a group always has three). Cells like `1,234` or `1.234` fit both and decide nothing;
 * the first deciding cell wins. Null when no cell decides (the caller falls back on the file's
 * other signs, such as `;` and `dd.MM.yyyy` for German).
 */
export function numberStyleOf(cells: readonly string[]): NumberStyle | null {
  for (const raw of cells) {
    const text = raw.trim();
    const comma = text.lastIndexOf(',');
    const dot = text.lastIndexOf('.');
    if (comma >= 0 && dot >= 0) return comma > dot ? 'de' : 'en';
    if (/,\d{1,2}$/.test(text)) return 'de';
    if (/\.\d{1,2}$/.test(text)) return 'en';
  }
  return null;
}
