import type { DueKind } from '../../shared/domain/due-dates';
import { LOCALES, type Language } from '../../shared/i18n/language';
import { composeMail, type MailMessage, type MailRecipient } from './message';

export type DueCounts = Record<DueKind, number>;

const KINDS: DueKind[] = ['bill', 'birthday', 'reminder'];

interface DigestWords {
  /** Each kind's noun, one and many. */
  nouns: Record<DueKind, [string, string]>;
  /** The word before the last part of a list ('a, b and c'). */
  and: string;
  subject: (total: string, one: boolean) => string;
  /** The subject of a digest with mentions and no dates. */
  mentionSubject: (total: string, one: boolean) => string;
  /** How many new mentions of the recipient (counts only: no names, no text). */
  mentions: (total: string, one: boolean) => string;
  /** The subject of a digest with open tasks due and no dates. */
  taskSubject: (total: string, one: boolean) => string;
  /** How many of the recipient's open tasks are due today or overdue (counts only: no titles). */
  tasks: (total: string, one: boolean) => string;
  ahead: (list: string) => string;
  today: (list: string) => string;
  nothingToday: string;
  action: string;
  why: string;
}

const WORDS: Record<Language, DigestWords> = {
  en: {
    nouns: { bill: ['bill date', 'bill dates'], birthday: ['birthday', 'birthdays'], reminder: ['reminder', 'reminders'] },
    and: 'and',
    subject: (total, one) => `Your TeamTree week: ${total} ${one ? 'date' : 'dates'} ahead`,
    mentionSubject: (total, one) => `Your TeamTree week: ${total} new ${one ? 'mention' : 'mentions'}`,
    mentions: (total, one) => `Members mentioned you in ${total} new ${one ? 'note' : 'notes'}; the bell lists them.`,
    taskSubject: (total, one) => `Your TeamTree day: ${total} ${one ? 'task' : 'tasks'} due`,
    tasks: (total, one) => `${total} of your open ${one ? 'task is' : 'tasks are'} due today or overdue; Today lists them.`,
    ahead: (list) => `Due today and in the next 7 days in your TeamTrees: ${list}.`,
    today: (list) => `Today: ${list}.`,
    nothingToday: 'Nothing falls on today itself.',
    action: 'Open my dashboard',
    why: 'You receive this mail each morning because you turned on the daily email digest. Turn it off in the profile menu.',
  },
  de: {
    nouns: { bill: ['Abrechnungstermin', 'Abrechnungstermine'], birthday: ['Geburtstag', 'Geburtstage'], reminder: ['Erinnerung', 'Erinnerungen'] },
    and: 'und',
    subject: (total, one) => (one ? `Deine TeamTree-Woche: ${total} Termin steht an` : `Deine TeamTree-Woche: ${total} Termine stehen an`),
    mentionSubject: (total, one) => `Deine TeamTree-Woche: ${total} ${one ? 'neue Erwähnung' : 'neue Erwähnungen'}`,
    mentions: (total, one) => `Mitglieder haben Dich in ${total} ${one ? 'neuen Notiz' : 'neuen Notizen'} erwähnt; die Glocke zeigt sie.`,
    taskSubject: (total, one) => `Dein TeamTree-Tag: ${total} ${one ? 'Aufgabe ist fällig' : 'Aufgaben sind fällig'}`,
    tasks: (total, one) => `${total} ${one ? 'offene Aufgabe ist' : 'offene Aufgaben sind'} heute fällig oder überfällig; „Heute“ zeigt sie.`,
    ahead: (list) => `Heute und in den nächsten 7 Tagen in Deinen TeamTrees: ${list}.`,
    today: (list) => `Heute: ${list}.`,
    nothingToday: 'Heute selbst steht nichts an.',
    action: 'Mein Dashboard öffnen',
    why: 'Du bekommst diese Mail jeden Morgen, weil Du den täglichen E-Mail-Überblick eingeschaltet hast. Ausschalten kannst Du ihn im Profilmenü.',
  },
};

/**
 * The daily digest: how many bill dates, birthdays and reminders are due today and in the
 * next 7 days, with a link to the dashboard, in the recipient's language (numbers through
 * `Intl`: 1,234 in English, 1.234 in German), how many of the recipient's open tasks are due
 * today or overdue (`tasks`), and how many new mentions of the recipient (`mentions`; a digest of
 * tasks or mentions alone leaves the dates out). Counts only: partner and tree names and task
 * titles are typed by other members, and mails carry nothing a user typed (see message.ts).
 */
export function dailyDigestMail(to: MailRecipient, counts: DueCounts, today: DueCounts, dashboardLink: string, { mentions = 0, tasks = 0 }: { mentions?: number; tasks?: number } = {}): MailMessage {
  const words = WORDS[to.language];
  const number = new Intl.NumberFormat(LOCALES[to.language]);
  const counted = (kind: DueKind, n: number) => `${number.format(n)} ${words.nouns[kind][n === 1 ? 0 : 1]}`;
  /** 'a, b and c' */
  const listed = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${words.and} ${parts.at(-1)}` : parts[0]);
  const kinds = KINDS.filter((k) => counts[k] > 0);
  const todayKinds = kinds.filter((k) => today[k] > 0);
  const total = kinds.reduce((sum, k) => sum + counts[k], 0);
  const dates = total > 0 ? [words.ahead(listed(kinds.map((k) => counted(k, counts[k])))), todayKinds.length ? words.today(listed(todayKinds.map((k) => counted(k, today[k])))) : words.nothingToday] : [];
  const subject =
    total > 0
      ? words.subject(number.format(total), total === 1)
      : tasks > 0
        ? words.taskSubject(number.format(tasks), tasks === 1)
        : words.mentionSubject(number.format(mentions), mentions === 1);
  return composeMail(to, {
    subject,
    intro: [...dates, ...(tasks > 0 ? [words.tasks(number.format(tasks), tasks === 1)] : []), ...(mentions > 0 ? [words.mentions(number.format(mentions), mentions === 1)] : [])],
    action: { label: words.action, link: dashboardLink },
    outro: [words.why],
  });
}
