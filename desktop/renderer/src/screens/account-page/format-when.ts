import { formatMoment } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';

/** A session's moment as the user reads it: '27 Nov 2026, 06:24' / '27. Nov. 2026, 06:24' in the device's time zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatMoment(date, currentLanguage());
}
