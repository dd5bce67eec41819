import { localeOf } from '../i18n/formats';
import type { Language } from '../i18n/language';

/** One month of a chart: a bar (team volume) and optionally a line point (PV); null: no figures that month. */
export interface MonthPoint {
  period: string;
  bar: number | null;
  line?: number | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Dec' / 'Dez.' for `2026-12`: the chart's axis, where 12 months share a phone's width. */
export function shortMonth(period: string, language: Language): string {
  const locale = localeOf(language, 'numbers');
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15, 12)));
}
