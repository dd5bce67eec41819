import { localeOf } from '../i18n/formats';
import { currentLanguage, t } from '../i18n/i18n';

/** 'showing the state of …': the time of day, with the day when it was not today (in the language shown, the device's zone). */
export function keptTimeText(at: number, now: number = Date.now()): string {
  const locale = localeOf(currentLanguage(), 'moments');
  const when = new Date(at);
  const time = when.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (when.toDateString() === new Date(now).toDateString()) return time;
  const day = when.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: when.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric' });
  return `${day}, ${time}`;
}

export const offlineStateText = (at: number | null, now?: number): string => (at ? t('controls.offlineState', { when: keptTimeText(at, now) }) : t('controls.offline'));
