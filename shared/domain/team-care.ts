import { addDays, daysBetween, parseYmd } from './calendar-date';

/**
 * Team care (issue 37 item 4; docs/follow-ups.md "Team care"): whom a leader should reach out to
 * today, on calendar days in the user's time zone. Pure: the server gathers the partners, this
 * decides which of them are suggested, in what order, and under which key a 'Done' or a
 * 'Snooze 7 days' is kept.
 */

export const TEAM_CARE_KINDS = ['welcome', 'birthday', 'no-contact'] as const;
export type TeamCareKind = (typeof TEAM_CARE_KINDS)[number];

/** The days after a partner was added on which a welcome call is suggested. */
export const WELCOME_DAYS = [1, 3, 7] as const;
/** A first-level partner without a logged contact for this many days is suggested (a tree setting). */
export const TEAM_CARE_DEFAULT_DAYS = 30;
export const TEAM_CARE_MIN_DAYS = 7;
export const TEAM_CARE_MAX_DAYS = 365;
/** 'Snooze 7 days'. */
export const TEAM_CARE_SNOOZE_DAYS = 7;
/** How many suggestions Today shows before 'Show all'. */
export const TEAM_CARE_SHOWN = 10;

/** A key names one occurrence: a new contact, a new year or another welcome day makes a new key. */
export const TEAM_CARE_KEY = /^(welcome|birthday|no-contact):[0-9a-f-]{36}:[0-9-]{1,10}$/;

/** A partner as team care reads it, its dates already calendar days in the user's time zone. */
export interface CarePartner {
  profileId: string;
  name: string;
  phone: string;
  /** The day the partner was added. */
  addedOn: string;
  birthday: string | null;
  /** Came in by an import (has a back-office id): a whole team imported at once gets no welcome calls. */
  imported: boolean;
  /** Directly below the user's own profile (for the owner: below the root). */
  firstLevel: boolean;
  /** The day of the newest logged call, message or meeting; null when there is none. */
  lastContactOn: string | null;
}

export interface CareTree {
  id: string;
  name: string;
  /** The tree's setting: no contact for this many days. */
  contactDays: number;
}

export interface TeamCareSuggestion {
  key: string;
  kind: TeamCareKind;
  teamtreeId: string;
  teamtreeName: string;
  profileId: string;
  name: string;
  phone: string;
  /** welcome: the day after the partner was added (1, 3 or 7). */
  day: number | null;
  /** no-contact: the days since the last contact (or since the partner was added). */
  days: number | null;
  /** no-contact: the last contact's day, null when there was none. */
  lastContactOn: string | null;
}

/** A dismissal as kept per user: `until` null for 'Done', else the day the suggestion comes back. */
export interface CareDismissal {
  key: string;
  until: string | null;
}

/** Whether `birthday` falls on `today` (29 February counts on 28 February in other years). */
export function isBirthdayOn(birthday: string, today: string): boolean {
  const born = parseYmd(birthday);
  const day = parseYmd(today);
  if (born.month === day.month && born.day === day.day) return true;
  const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return born.month === 2 && born.day === 29 && day.month === 2 && day.day === 28 && !leap(day.year);
}

/** Whether a dismissal keeps a suggestion away today. */
export const isDismissed = (dismissal: CareDismissal | undefined, today: string) => dismissal !== undefined && (dismissal.until === null || today < dismissal.until);

/** The suggestions of one tree for `today`, without the dismissed ones. */
export function treeSuggestions(tree: CareTree, partners: readonly CarePartner[], today: string, dismissals: ReadonlyMap<string, CareDismissal>): TeamCareSuggestion[] {
  const out: TeamCareSuggestion[] = [];
  const suggest = (partner: CarePartner, kind: TeamCareKind, occurrence: string, extra: Partial<TeamCareSuggestion>) => {
    const key = `${kind}:${partner.profileId}:${occurrence}`;
    if (isDismissed(dismissals.get(key), today)) return;
    out.push({ key, kind, teamtreeId: tree.id, teamtreeName: tree.name, profileId: partner.profileId, name: partner.name, phone: partner.phone, day: null, days: null, lastContactOn: null, ...extra });
  };
  for (const partner of partners) {
    const age = daysBetween(partner.addedOn, today);
    if (!partner.imported && (WELCOME_DAYS as readonly number[]).includes(age)) suggest(partner, 'welcome', String(age), { day: age });
    if (partner.birthday && isBirthdayOn(partner.birthday, today)) suggest(partner, 'birthday', today.slice(0, 4), {});
    if (partner.firstLevel) {
      const since = partner.lastContactOn ?? partner.addedOn;
      const days = daysBetween(since, today);
      if (days >= tree.contactDays) suggest(partner, 'no-contact', since, { days, lastContactOn: partner.lastContactOn });
    }
  }
  return out;
}

const KIND_ORDER: Record<TeamCareKind, number> = { welcome: 0, birthday: 1, 'no-contact': 2 };

/**
 * All trees' suggestions in the order Today shows them: welcome calls (day 1 first), birthdays,
 * then the longest without contact; by name and tree within those.
 */
export function orderSuggestions(list: readonly TeamCareSuggestion[]): TeamCareSuggestion[] {
  return [...list].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.day ?? 0) - (b.day ?? 0) ||
      (b.days ?? 0) - (a.days ?? 0) ||
      a.name.localeCompare(b.name) ||
      a.teamtreeName.localeCompare(b.teamtreeName) ||
      a.key.localeCompare(b.key),
  );
}

/** The day a snooze from `today` ends. */
export const snoozedUntil = (today: string) => addDays(today, TEAM_CARE_SNOOZE_DAYS);
