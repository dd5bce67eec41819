import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshotThemes, setTheme } from './support/browser';
import { birthdayIn, fixedDay } from './support/fixed-clock';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The Today page (issue 22, item 3) on the fixed calendar day: an overdue reminder, a birthday
 * today and a bill date tomorrow are listed; marking the reminder done removes it on Today and
 * from the bell, and live on a member's page without a reload. The bell counts what needs an
 * action, never bill dates.
 */
const app = useApp({ clock: 'fixed' });
const team = useTeam(app, {
  tree: 'Today Team',
  root: 'Root Rita',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    await planted.addPartner('Anna Overdue', planted.rootId, {
      phone: '+49 1701234567',
      reminders: [
        { text: 'Call about the order', done: false, dueDate: fixedDay(-2) },
        { text: 'Send the catalogue', done: false, dueDate: fixedDay(3), dueTime: '10:00' },
      ],
    });
    await planted.addPartner('Bert Birthday', planted.rootId, { birthday: birthdayIn(0, 37) });
    await planted.addPartner('Carla Bill', planted.rootId, { billDate: fixedDay(1), phone: '01707654321' });
    // Bill dates this week count in the bell's week, never in its number.
    for (const [i, name] of ['Dirk Bill', 'Emma Bill', 'Fritz Bill'].entries()) await planted.addPartner(name, planted.rootId, { billDate: fixedDay(2 + i) });
  },
});

const bellTrigger = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell with this number on it. */
const bellShowing = (page: Page, count: number) => page.getByRole('button', { name: new RegExp(`^Notifications\\s*${count}$`) }).waitFor();
const dueReminders = (page: Page) => page.getByRole('list', { name: 'Due reminders' });
const itemTexts = (list: ReturnType<Page['getByRole']>) => list.getByRole('listitem').allInnerTexts();
/** A marker that a reload would lose. */
const markPage = (page: Page) => page.evaluate('window.__sameDocument = true');
const stillSamePage = (page: Page) => page.evaluate<boolean>('window.__sameDocument === true');

describe('Today', () => {
  it('lists the overdue reminder, the birthday today and the bill date tomorrow, each to open, call or message', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/dashboard`);
    // First in the navigation.
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect((await nav.first().innerText()).trim()).toBe('Today');
    await nav.first().click();
    await page.waitForURL('**/today');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await page.getByText('Wednesday 16 May 2029').waitFor();

    expect(await itemTexts(dueReminders(page))).toEqual([expect.stringMatching(/^Anna Overdue\s+Call about the order\s+2 days overdue/)]);
    expect(await itemTexts(page.getByRole('list', { name: 'Later this week' }))).toEqual([expect.stringMatching(/^Anna Overdue\s+Send the catalogue\s+Sat 19 May, 10:00/)]);
    expect(await itemTexts(page.getByRole('list', { name: 'Birthdays' }))).toEqual([expect.stringMatching(/^Bert Birthday\s+turns 37\s+today/)]);
    const tomorrow = page.getByRole('list', { name: 'Tomorrow · 1 bill date' });
    expect(await itemTexts(tomorrow)).toEqual([expect.stringMatching(/^Carla Bill\s+Bill date\s+Soon/)]);
    expect(await page.getByRole('region', { name: /^Bill dates/ }).getByRole('listitem').count()).toBe(4);
    await page.getByRole('status').filter({ hasText: '2 things need you today.' }).waitFor();

    // Call and WhatsApp in international form; a number without a dial code gets the tree's country (Germany).
    expect(await tomorrow.getByRole('link', { name: 'Call Carla Bill' }).getAttribute('href')).toBe('tel:+491707654321');
    expect(await tomorrow.getByRole('link', { name: 'WhatsApp Carla Bill' }).getAttribute('href')).toBe('https://wa.me/491707654321');
    expect(await dueReminders(page).getByRole('link', { name: 'Call Anna Overdue' }).getAttribute('href')).toBe('tel:+491701234567');

    await screenshotThemes(page, 'today');
    for (const dark of [false, true]) {
      await setTheme(page, dark);
      expect(await seriousViolations(page), dark ? 'dark' : 'light').toEqual([]);
    }
    await setTheme(page, false);

    // A row opens its partner on the tree page.
    await dueReminders(page).getByRole('link', { name: /^Anna Overdue/ }).click();
    await page.waitForURL(`**/teamtree?teamtreeId=${team.treeId}&partnerId=${team.partnerId('Anna Overdue')}`);
    await page.getByRole('toolbar', { name: 'Actions for Anna Overdue' }).waitFor();
  });

  it('has the bell count what needs an action (not the 4 bill dates) and lead to Today', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/dashboard`);
    await bellShowing(page, 2);
    await bellTrigger(page).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    expect(await itemTexts(bell.getByRole('list', { name: 'Needs action' }))).toEqual([
      expect.stringMatching(/^Anna Overdue\s+Call about the order\s+2 days overdue$/),
      expect.stringMatching(/^Bert Birthday\s+Birthday \(turns 37\)\s+today$/),
    ]);
    expect(await itemTexts(bell.getByRole('list', { name: 'Next 7 days' }))).toEqual(['4 bill dates this week', '1 reminder this week']);
    await bell.getByRole('link', { name: '4 bill dates this week' }).click();
    await bell.waitFor({ state: 'detached' });
    await page.waitForURL('**/today#today-bills');
    await page.getByRole('region', { name: /^Bill dates/ }).waitFor();
    expect(await page.evaluate('document.activeElement?.id')).toBe('today-bills');
  });

  it('marks the reminder done with one tap: gone on Today and from the bell, and live on a member\'s page', async () => {
    const { page } = team.browser;
    const member = team.memberBrowser.page;
    await page.goto(`${app.url}/today`);
    await member.goto(`${app.url}/today`);
    await dueReminders(member).getByRole('listitem').filter({ hasText: 'Call about the order' }).waitFor();
    // A READ member sees the reminder but has nothing to mark.
    expect(await member.getByRole('button', { name: /^Mark done/ }).count()).toBe(0);
    await bellShowing(member, 2);
    await markPage(member);

    await page.getByRole('button', { name: 'Mark done: Call about the order (Anna Overdue)' }).click();
    await dueReminders(page).waitFor({ state: 'detached' });
    await bellShowing(page, 1);
    await page.getByRole('status').filter({ hasText: '1 thing needs you today.' }).waitFor();
    // The later reminder stays open.
    expect(await itemTexts(page.getByRole('list', { name: 'Later this week' }))).toEqual([expect.stringMatching(/^Anna Overdue\s+Send the catalogue/)]);

    await dueReminders(member).waitFor({ state: 'detached' });
    await bellShowing(member, 1);
    expect(await stillSamePage(member)).toBe(true);

    const stored = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const anna = stored.body.teamtree.profiles.find((p: { id: string }) => p.id === team.partnerId('Anna Overdue'));
    expect(anna.reminders.map((r: { text: string; done: boolean }) => [r.text, r.done])).toEqual([
      ['Call about the order', true],
      ['Send the catalogue', false],
    ]);
  });

  it.each([
    [390, 844],
    [360, 800],
  ])('fits a %i x %i phone: nothing sideways, touch-sized actions', async (width, height) => {
    const { page } = await app.signedIn(team.owner, { width, height });
    await page.goto(`${app.url}/today`);
    await page.getByRole('list', { name: 'Birthdays' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    const main = page.locator('main');
    expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const row of await main.getByRole('listitem').all()) {
      const box = (await row.boundingBox())!;
      expect(box.x + box.width, await row.innerText()).toBeLessThanOrEqual(width);
    }
    for (const target of await main.getByRole('listitem').locator('a, button').all()) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), (await target.getAttribute('aria-label')) ?? (await target.innerText())).toBeGreaterThanOrEqual(40);
    }
    await screenshotThemes(page, `today-phone-${width}`);
  });
});
