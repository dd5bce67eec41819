import { localeOf } from '../i18n/formats';
import type { Language } from '../i18n/language';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 30 / 7],
  ['year', 12],
];

/**
 * How long ago `at` was, in the largest unit that fits ('5 minutes ago', 'yesterday',
 * 'vor 3 Tagen'); `null` under a minute (the caller says 'just now'). Pure: `now` is given.
 */
export function relativeTime(at: Date, now: Date, language: Language): string | null {
  let amount = (now.getTime() - at.getTime()) / 60_000;
  if (amount < 1) return null;
  const format = new Intl.RelativeTimeFormat(localeOf(language, 'moments'), { numeric: 'auto' });
  for (let i = 0; i < STEPS.length; i += 1) {
    const [unit] = STEPS[i];
    const next = STEPS[i + 1];
    if (!next || amount < next[1]) return format.format(-Math.floor(amount), unit);
    amount /= next[1];
  }
  return null;
}
