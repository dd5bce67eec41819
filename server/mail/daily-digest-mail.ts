import type { DueKind } from '../../shared/domain/due-dates';
import { composeMail, type MailMessage } from './message';

export type DueCounts = Record<DueKind, number>;

const NOUNS: Record<DueKind, [string, string]> = {
  bill: ['bill date', 'bill dates'],
  birthday: ['birthday', 'birthdays'],
  reminder: ['reminder', 'reminders'],
};

function counted(kind: DueKind, n: number): string {
  return `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;
}

/** 'a, b and c' */
function listed(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}

/**
 * The daily digest: how many bill dates, birthdays and reminders are due today and in the
 * next 7 days, with a link to the dashboard. Counts only: partner and tree names are typed by
 * other members, and mails carry nothing a user typed (see message.ts).
 */
export function dailyDigestMail(to: string, counts: DueCounts, today: DueCounts, dashboardLink: string): MailMessage {
  const kinds = (Object.keys(NOUNS) as DueKind[]).filter((k) => counts[k] > 0);
  const todayKinds = kinds.filter((k) => today[k] > 0);
  const total = kinds.reduce((sum, k) => sum + counts[k], 0);
  return composeMail({
    to,
    subject: `Your TeamTree week: ${total} ${total === 1 ? 'date' : 'dates'} ahead`,
    intro: [
      `Due today and in the next 7 days in your TeamTrees: ${listed(kinds.map((k) => counted(k, counts[k])))}.`,
      todayKinds.length ? `Today: ${listed(todayKinds.map((k) => counted(k, today[k])))}.` : 'Nothing falls on today itself.',
    ],
    action: { label: 'Open my dashboard', link: dashboardLink },
    outro: ['You receive this mail each morning because you turned on the daily email digest. Turn it off in the profile menu.'],
  });
}
