import { todayIn } from '@shared/domain/calendar-date';
import type { DueItem } from '@shared/domain/due-dates';
import { localHour, MORNING_HOUR } from '@shared/domain/time-zone';
import { t } from '../../../i18n/i18n';
import { dueWhatText } from './due-text';
/** At most this many partners get a notification of their own; the rest are summed up in one. */
export const MORNING_NOTICE_MAX = 5;

/**
 * Whether the day's notice is due: from 08:00 on the user's own clock, once per calendar day
 * (`lastShown` is the date it was last shown, `YYYY-MM-DD`).
 */
export function morningNoticeDue(now: Date, lastShown: string | null, timeZone?: string): boolean {
  return localHour(now, timeZone) >= MORNING_HOUR && lastShown !== todayIn(timeZone, now);
}

export interface MorningNotice {
  title: string;
  body: string;
  /** The partner the notice opens; none for the summary (it opens the dashboard). */
  profileId: string | null;
  tag: string;
}

/** One notice per partner with something today (first five), and one summing up the rest. */
export function morningNotices(treeName: string, today: string, items: readonly DueItem[]): MorningNotice[] {
  const byPartner = new Map<string, DueItem[]>();
  for (const item of items) byPartner.set(item.profileId, [...(byPartner.get(item.profileId) ?? []), item]);
  const partners = [...byPartner.values()];
  const notices: MorningNotice[] = partners.slice(0, MORNING_NOTICE_MAX).map((own) => ({
    title: t('bell.noticeTitle', { name: own[0].profileName }),
    body: `${own.map((item) => (item.time ? `${dueWhatText(item)} (${item.time})` : dueWhatText(item))).join(' · ')} — ${treeName}`,
    profileId: own[0].profileId,
    tag: `teamtree-${today}-${own[0].profileId}`,
  }));
  const rest = partners.length - MORNING_NOTICE_MAX;
  if (rest > 0) {
    notices.push({ title: t('bell.noticeMore', { count: rest }), body: t('bell.noticeMoreBody', { tree: treeName }), profileId: null, tag: `teamtree-${today}-more` });
  }
  return notices;
}
