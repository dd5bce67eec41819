import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDay } from '../../desktop/renderer/src/i18n/formats';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real' });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();
const htmlLang = (page: Page) => page.getAttribute('html', 'lang');

/** A tree of the user's with a partner whose bill date is in 20 days (the dashboard's table, stats and calendar show it). */
async function plantTree(user: { access: string }): Promise<{ billDate: string }> {
  const billDate = addDays(todayIn(), 20);
  const created = await app.api.post('/api/teamtree', { name: 'Team Sonne', billDate }, { token: user.access });
  expect(created.status).toBe(201);
  const teamtreeId = created.body.teamtree.id;
  const status = await app.api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: user.access });
  const partner = await app.api.post('/api/teamtree/profile', { teamtreeId, parentId: status.body.teamtree.profiles[0].id, name: 'Paula Partner', billDate }, { token: user.access });
  expect(partner.status).toBe(201);
  return { billDate };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
}

describe('language (issue 36): German and English', () => {
  it('a German browser gets the sign-in page, the shell and Today in German; the profile menu switches back to English, which stays after a reload', async () => {
    // `language` is sent as the app sends it; a server without `me.language` yet ignores it.
    const user = await app.register({ language: 'de' });
    const { page } = await app.openBrowser({ width: 1024, height: 768, locale: 'de-DE' });
    await page.goto(`${app.url}/auth/signin`);
    await heading(page, 'Anmelden');
    expect(await htmlLang(page)).toBe('de');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await page.getByLabel('Passwort', { exact: true }).waitFor();
    expect(await page.getByLabel('Sprache').inputValue()).toBe('de');

    await signIn(page, user.email, user.password);
    await page.goto(`${app.url}/today`);
    await heading(page, 'Heute');
    await page.getByText('Noch kein TeamTree', { exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    for (const name of ['Heute', 'Dashboard', 'Teamliste']) await nav.getByRole('link', { name }).waitFor();
    await page.getByRole('radio', { name: 'Alle Partner' }).waitFor();

    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await heading(page, 'Today');
    expect(await htmlLang(page)).toBe('en');
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teamlist' }).waitFor();

    await page.reload();
    await heading(page, 'Today');
    await page.getByText('No TeamTree yet', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('an English browser stays English; the sign-in page’s switch shows German at once and keeps it', async () => {
    const { page } = await app.openBrowser({ width: 1024, height: 768 });
    await page.goto(`${app.url}/auth/signin`);
    await heading(page, 'Sign in');
    expect(await htmlLang(page)).toBe('en');
    await page.getByLabel('Language').selectOption('de');
    await heading(page, 'Anmelden');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).waitFor();
    await page.reload();
    await heading(page, 'Anmelden');
    expect(await htmlLang(page)).toBe('de');
  });

  it('German fits a 360 px phone: the sign-in page and Today', async () => {
    const user = await app.register({ language: 'de' });
    const phone = PHONES[1];
    const { page } = await app.openBrowser({ width: phone.width, height: phone.height, locale: 'de-DE' });
    await page.goto(`${app.url}/auth/signin`);
    await heading(page, 'Anmelden');
    await expectFitsPhone(page, 'sign-in page in German');
    await signIn(page, user.email, user.password);
    await page.goto(`${app.url}/today`);
    await heading(page, 'Heute');
    await expectFitsPhone(page, 'Today in German');
  });

  it('a German browser gets the dashboard and the account page in German, with German dates and numbers', async () => {
    const user = await app.register({ language: 'de' });
    const { billDate } = await plantTree(user);
    const { page } = await app.openBrowser({ width: 1280, height: 900, locale: 'de-DE' });
    await page.goto(`${app.url}/auth/signin`);
    await signIn(page, user.email, user.password);
    await page.goto(`${app.url}/dashboard`);
    const table = page.getByRole('table', { name: 'Partnerübersicht' });
    await table.getByRole('cell', { name: 'Paula Partner' }).waitFor();
    for (const name of ['Name', 'Abrechnung', 'Status']) await table.getByRole('columnheader', { name }).waitFor();
    // The bill date as German writes it, and the status badge in German.
    await table.getByRole('cell', { name: formatDay(billDate, 'de') }).first().waitFor();
    expect(formatDay(billDate, 'de')).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await table.getByText('Aktiv', { exact: true }).first().waitFor();
    const highlight = page.getByRole('radiogroup', { name: 'Hervorheben' });
    for (const name of ['Alle', 'Aktiv', 'Inaktiv']) await highlight.getByRole('radio', { name, exact: true }).waitFor();
    await heading(page, 'Aktivität');
    // Percentages as German writes them: a space before the sign.
    await page.getByText('100 %', { exact: true }).first().waitFor();
    await heading(page, 'Kalender');
    await page.getByRole('radio', { name: 'Woche' }).waitFor();
    await page.getByLabel('Suche', { exact: true }).waitFor();

    await page.goto(`${app.url}/account`);
    await heading(page, 'Konto');
    for (const name of ['Wo du angemeldet bist', 'Zwei-Schritt-Anmeldung', 'Deine Daten', 'Mein Konto löschen']) await heading(page, name);
    await page.getByText('Dieses Gerät', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zwei-Schritt-Anmeldung einrichten' }).waitFor();
    // The session's moment in German: '7. Dez. 2026, 04:50'.
    const line = await page.getByRole('listitem').filter({ hasText: 'Dieses Gerät' }).getByText(/^Web · Angemeldet /).innerText();
    expect(line).toMatch(/Angemeldet \d{1,2}\. [A-ZÄÖÜ][a-zäöü]{2,3}\.? \d{4}, \d{2}:\d{2} · Zuletzt genutzt /);
  });

  it('German fits a 360 px phone: the dashboard and the account page', async () => {
    const user = await app.register({ language: 'de' });
    await plantTree(user);
    const phone = PHONES[1];
    const { page } = await app.openBrowser({ width: phone.width, height: phone.height, locale: 'de-DE' });
    await page.goto(`${app.url}/auth/signin`);
    await signIn(page, user.email, user.password);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('table', { name: 'Partnerübersicht' }).getByRole('cell', { name: 'Paula Partner' }).waitFor();
    await heading(page, 'Kalender');
    await expectFitsPhone(page, 'dashboard in German');
    await page.goto(`${app.url}/account`);
    await heading(page, 'Wo du angemeldet bist');
    await page.getByRole('button', { name: 'Zwei-Schritt-Anmeldung einrichten' }).waitFor();
    await expectFitsPhone(page, 'account page in German');
  });

  it('the language chosen in one browser is the account’s: a second browser signed in as the same user gets it', async () => {
    const user = await app.register();
    const first = (await app.openBrowser({ width: 1024, height: 768 })).page;
    await first.goto(`${app.url}/auth/signin`);
    await signIn(first, user.email, user.password);
    await first.goto(`${app.url}/today`);
    await heading(first, 'Today');
    const sent = first.waitForResponse((res) => res.url().endsWith('/api/auth/language') && res.request().method() === 'PUT');
    await first.getByRole('button', { name: 'Profile menu' }).click();
    await first.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await heading(first, 'Heute');
    expect((await sent).status()).toBe(200);
    const me = await app.api.get('/api/auth/me', { token: user.access });
    expect(me.body.language).toBe('de');

    // Another device with an English browser: English before sign-in, the account's German after.
    const second = (await app.openBrowser({ width: 1024, height: 768 })).page;
    await second.goto(`${app.url}/auth/signin`);
    await heading(second, 'Sign in');
    await signIn(second, user.email, user.password);
    await second.goto(`${app.url}/today`);
    await heading(second, 'Heute');
    expect(await htmlLang(second)).toBe('de');
  });

});
