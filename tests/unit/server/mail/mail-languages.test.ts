import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/i18n/language';
import { dailyDigestMail } from '../../../../server/mail/daily-digest-mail';
import type { MailMessage } from '../../../../server/mail/message';
import { resetPasswordMail } from '../../../../server/mail/reset-password-mail';
import { treeHandedOverMail } from '../../../../server/mail/tree-handed-over-mail';
import { twoStepChangedMail } from '../../../../server/mail/two-step-changed-mail';
import { verifyEmailMail } from '../../../../server/mail/verify-email-mail';

/** Mails are written in the recipient's language (API.md additions of 2026-12-07, "Language"). */
const LINK = 'https://teamtree.example/somewhere?token=abc';
const to = (language: Language) => ({ email: 'erika@example.com', language });

/** Every mail the server sends, built for one language. */
const MAILS: [string, (language: Language) => MailMessage][] = [
  ['verification', (language) => verifyEmailMail(to(language), LINK)],
  ['password reset', (language) => resetPasswordMail(to(language), LINK)],
  ['daily digest', (language) => dailyDigestMail(to(language), { bill: 2, birthday: 1, reminder: 0 }, { bill: 1, birthday: 0, reminder: 0 }, LINK)],
  ['daily digest, nothing today', (language) => dailyDigestMail(to(language), { bill: 0, birthday: 0, reminder: 1 }, { bill: 0, birthday: 0, reminder: 0 }, LINK)],
  ['daily digest, tasks alone', (language) => dailyDigestMail(to(language), { bill: 0, birthday: 0, reminder: 0 }, { bill: 0, birthday: 0, reminder: 0 }, LINK, { tasks: 3 })],
  ['two-step sign-in on', (language) => twoStepChangedMail(to(language), 'on', LINK)],
  ['two-step sign-in off', (language) => twoStepChangedMail(to(language), 'off', LINK)],
  ['tree handed over', (language) => treeHandedOverMail(to(language), LINK)],
];

/** English words a German mail must not carry (the product name and 'Dashboard' are German enough). */
const ENGLISH = /\b(Hello|the|your|you|and|this|Open|link|Or|please|Today|mail is)\b/;

describe.each(MAILS)('the %s mail', (_name, build) => {
  it.each(LANGUAGES)('in %s has a subject, a body in text and HTML, and the link', (language) => {
    const mail = build(language);
    expect(mail.to).toBe('erika@example.com');
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.link).toBe(LINK);
  });

  it('in English greets with Hello and keeps no German', () => {
    const mail = build('en');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toMatch(/\b(Hallo|Du|Dein|öffne)\b/);
  });

  it('in German says Du, greets with Hallo and leaves no English behind', () => {
    const mail = build('de');
    expect(mail.text).toMatch(/^Hallo,\n/);
    expect(`${mail.subject}\n${mail.text}`).toMatch(/\b(Du|Dein|Deine|Deinen|Deines|Dir|Dich)\b/);
    const withoutLink = (text: string) => text.replaceAll(LINK, '');
    expect(withoutLink(mail.subject)).not.toMatch(ENGLISH);
    expect(withoutLink(mail.text)).not.toMatch(ENGLISH);
    expect(withoutLink(mail.html).replace(/<[^>]*>/g, '')).not.toMatch(ENGLISH);
    expect(mail.subject).not.toBe(build('en').subject);
  });
});

describe('English texts as before', () => {
  it('the reset mail', () => {
    const mail = resetPasswordMail(to('en'), LINK);
    expect(mail.subject).toBe('Reset your TeamTree password');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Someone asked to reset the password of your TeamTree account. If that was you, choose a new one here:',
        '',
        LINK,
        '',
        'The link works once and for 1 hour. Setting a new password signs you out everywhere else.',
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
        '',
        '— TeamTree',
      ].join('\n'),
    );
  });

  it('the digest', () => {
    const mail = dailyDigestMail(to('en'), { bill: 2, birthday: 1, reminder: 3 }, { bill: 1, birthday: 0, reminder: 0 }, LINK);
    expect(mail.subject).toBe('Your TeamTree week: 6 dates ahead');
    expect(mail.text).toContain('Due today and in the next 7 days in your TeamTrees: 2 bill dates, 1 birthday and 3 reminders.');
    expect(mail.text).toContain('Today: 1 bill date.');
  });
});

describe('the German digest', () => {
  it('counts with German words, plurals and separators', () => {
    const mail = dailyDigestMail(to('de'), { bill: 1234, birthday: 1, reminder: 2 }, { bill: 0, birthday: 1, reminder: 0 }, LINK);
    expect(mail.subject).toBe('Deine TeamTree-Woche: 1.237 Termine stehen an');
    expect(mail.text).toContain('Heute und in den nächsten 7 Tagen in Deinen TeamTrees: 1.234 Abrechnungstermine, 1 Geburtstag und 2 Erinnerungen.');
    expect(mail.text).toContain('Heute: 1 Geburtstag.');
    expect(dailyDigestMail(to('de'), { bill: 0, birthday: 0, reminder: 1 }, { bill: 0, birthday: 0, reminder: 0 }, LINK).subject).toBe(
      'Deine TeamTree-Woche: 1 Termin steht an',
    );
  });

  it('counts the tasks due, one and many, and a digest of tasks alone is named after them', () => {
    const none = { bill: 0, birthday: 0, reminder: 0 };
    const one = dailyDigestMail(to('de'), none, none, LINK, { tasks: 1 });
    expect(one.subject).toBe('Dein TeamTree-Tag: 1 Aufgabe ist fällig');
    expect(one.text).toContain('1 offene Aufgabe ist heute fällig oder überfällig; „Heute“ zeigt sie.');
    const many = dailyDigestMail(to('de'), { bill: 1, birthday: 0, reminder: 0 }, none, LINK, { tasks: 1200, mentions: 2 });
    expect(many.subject).toBe('Deine TeamTree-Woche: 1 Termin steht an');
    expect(many.text).toContain('1.200 offene Aufgaben sind heute fällig oder überfällig');
    expect(many.text).toContain('Mitglieder haben Dich in 2 neuen Notizen erwähnt');
  });
});
