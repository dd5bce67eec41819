import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real' });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();
const htmlLang = (page: Page) => page.getAttribute('html', 'lang');

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
});
