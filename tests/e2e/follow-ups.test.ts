import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { chooseOwnProfile, openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Follow-ups in the app (issue 37 items 1 and 3): a partner's Timeline tab (log a call with a
 * follow-up date, a note, an edit that meets someone's newer change), 'Add task' for another
 * member who sees it live on Today and ticks it off, a READ member of a tree that hides notes
 * (the default of new trees), German texts on a 390 px phone. Real time: the server stamps
 * what is logged with its own clock.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Follow Team',
  root: 'Rita Root',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    await planted.addPartner('Paula Partner', planted.rootId, { phone: '+49 1701234567' });
    await chooseOwnProfile(app.api, planted.member, planted.treeId, await planted.addPartner('Mia Member'));
  },
});

/** A calendar day `days` from today (UTC: the browsers and the server run in UTC here). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openTimeline(page: Page, tab = 'Timeline', details = 'Details of Paula Partner'): Promise<Locator> {
  await page.getByRole('button', { name: details }).click();
  const dialog = page.getByRole('dialog', { name: 'Paula Partner' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

const timeline = (dialog: Locator) => dialog.getByRole('list', { name: 'Timeline of Paula Partner' });

async function activities(token: string) {
  const res = await app.api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Partner')}`, { token });
  expect(res.status).toBe(200);
  return res.body.activities as { id: string; kind: string; text: string; version: number; author: { firstName: string } }[];
}

describe('follow-ups in the app', () => {
  it("the owner logs a call with a 'Follow-up on' date and a note: newest first with author and time; the follow-up is a task; an edit meeting a newer change keeps what was typed", async () => {
    const page = team.browser.page;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Paula Partner');
    const dialog = await openTimeline(page);
    await dialog.getByText('Nothing logged yet.').waitFor();

    await dialog.getByRole('button', { name: 'Log call', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Log call' });
    await form.getByLabel('Text').fill('Talked about the starter kit');
    await form.getByLabel('Follow-up on').fill(dayFromToday(2));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const first = timeline(dialog).getByRole('listitem').first();
    await first.getByText('Talked about the starter kit').waitFor();
    expect(await first.innerText()).toMatch(/Call\s+Olga Owner\s+(just now|1 minute ago)/);
    // The exact time on hover (title) and on a tap.
    expect(await first.locator('time').getAttribute('title')).toMatch(/\d{2}:\d{2}/);
    await dialog.getByRole('list', { name: 'Open tasks' }).getByText('Follow up with Paula Partner').waitFor();

    await dialog.getByRole('button', { name: 'Add note', exact: true }).click();
    await dialog.getByRole('form', { name: 'Add note' }).getByLabel('Text').fill('Prefers WhatsApp in the evening');
    await dialog.getByRole('form', { name: 'Add note' }).getByRole('button', { name: 'Save' }).click();
    await timeline(dialog).getByRole('listitem').first().getByText('Prefers WhatsApp in the evening').waitFor();
    expect(await timeline(dialog).getByRole('listitem').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const logged = await activities(team.owner.access);
    expect(logged.map((a) => [a.kind, a.text])).toEqual([
      ['note', 'Prefers WhatsApp in the evening'],
      ['call', 'Talked about the starter kit'],
    ]);
    const tasks = await app.api.get(`/api/teamtree/tasks?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Partner')}`, { token: team.owner.access });
    expect(tasks.body.tasks.map((t: { title: string; due: string; assignee: { id: string } }) => [t.title, t.due, t.assignee.id])).toEqual([['Follow up with Paula Partner', dayFromToday(2), team.owner.id]]);

    // Someone changes the note while the owner edits it: the save says so and keeps the typed text; saving again wins.
    const note = logged[0];
    await dialog.getByRole('button', { name: /^Edit Note of / }).click();
    const area = dialog.getByLabel('Text');
    await area.fill('Prefers WhatsApp after 7 pm');
    expect((await app.api.put('/api/teamtree/activity', { id: note.id, text: 'Changed elsewhere', version: note.version }, { token: team.owner.access })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Someone changed this entry meanwhile.', { exact: false }).waitFor();
    expect(await area.inputValue()).toBe('Prefers WhatsApp after 7 pm');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await timeline(dialog).getByText('Prefers WhatsApp after 7 pm').waitFor();
    expect((await activities(team.owner.access))[0].text).toBe('Prefers WhatsApp after 7 pm');

    // Deleting asks first, in the app's own confirmation.
    await dialog.getByRole('button', { name: /^Delete Note of / }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete this entry?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await timeline(dialog).getByText('Prefers WhatsApp after 7 pm').waitFor({ state: 'detached' });
    expect((await activities(team.owner.access)).map((a) => a.kind)).toEqual(['call']);

    // What another page logs shows on the open timeline at once (the tree's activity-add event).
    const elsewhere = await app.api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId: team.partnerId('Paula Partner'), kind: 'meeting', text: 'Met at the event' }, { token: team.owner.access });
    expect(elsewhere.status).toBe(201);
    await timeline(dialog).getByRole('listitem').first().getByText('Met at the event').waitFor({ timeout: 10_000 });
    expect(await timeline(dialog).getByRole('listitem').first().innerText()).toMatch(/^Meeting\s/);
    await page.keyboard.press('Escape');
  });

  it("a READ member of a tree that hides notes (new trees do) sees 'Hidden by the owner' on the timeline, no note and no way to log one", async () => {
    const page = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Paula Partner');
    const dialog = await openTimeline(page);
    await dialog.getByText('Hidden by the owner', { exact: true }).waitFor();
    const text = await dialog.innerText();
    expect(text).not.toContain('starter kit');
    expect(text).not.toContain('WhatsApp');
    for (const name of ['Log call', 'Log message', 'Add note', 'Add task']) expect(await dialog.getByRole('button', { name, exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it("a task the owner assigns to the READ member appears live on the member's Today; the member ticks it off and it leaves the owner's open tasks", async () => {
    const member = team.memberBrowser.page;
    await member.goto(`${app.url}/today`);
    const tasks = member.locator('#today-tasks');
    await tasks.getByText(/No tasks due|Follow up/).first().waitFor();
    // The owner's own follow-up is not the member's.
    expect(await tasks.getByRole('checkbox').count()).toBe(0);

    const owner = team.browser.page;
    await openTree(owner, app.url, team.treeId);
    await selectPartner(owner, 'Paula Partner');
    const dialog = await openTimeline(owner);
    await dialog.getByRole('button', { name: 'Add task', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Add task' });
    await form.getByLabel('Title').fill('Send the welcome pack');
    // Today at first, and the owner themself until another member is chosen.
    expect(await form.getByLabel('Due date').inputValue()).toBe(dayFromToday(0));
    expect(await form.getByLabel('Assignee').locator('option:checked').innerText()).toBe('Olga Owner (you)');
    await form.getByLabel('Assignee').selectOption({ label: 'Mia Member' });
    await form.getByRole('button', { name: 'Save' }).click();
    const open = dialog.getByRole('list', { name: 'Open tasks' });
    await open.getByText('Send the welcome pack').waitFor();

    // Live on the member's open Today, under 'Today', ticked off by its checkbox named by its title.
    const box = member.getByRole('list', { name: 'Today' }).getByRole('checkbox', { name: 'Send the welcome pack' });
    await box.waitFor({ timeout: 10_000 });
    expect(await seriousViolations(member)).toEqual([]);
    await box.check();
    await box.waitFor({ state: 'detached', timeout: 10_000 });
    await open.getByText('Send the welcome pack').waitFor({ state: 'detached', timeout: 10_000 });
    const done = await app.api.get(`/api/teamtree/tasks?teamtreeId=${team.treeId}&state=done`, { token: team.owner.access });
    expect(done.body.tasks.map((t: { title: string; done: boolean }) => [t.title, t.done])).toEqual([['Send the welcome pack', true]]);
    await owner.keyboard.press('Escape');
  });

  it("after a tap on the partner's call link, the page hidden and shown again offers 'Log call' with the kind filled in", async () => {
    const page = team.browser.page;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Paula Partner');
    await page.getByRole('button', { name: 'Details of Paula Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paula Partner' });
    // The browser has no phone app: the tap is kept from leaving the page.
    await page.evaluate("document.addEventListener('click', (e) => { if (e.target.closest('a[href^=\"tel:\"]')) e.preventDefault(); })");
    await dialog.getByRole('link', { name: /^Call Paula Partner, / }).click();
    const offer = dialog.getByRole('status', { name: 'Back from Paula Partner? Note what was said.' });
    // No offer while the page never went away.
    expect(await offer.count()).toBe(0);
    await page.evaluate(`(() => {
      const shown = { state: 'hidden' };
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => shown.state });
      document.dispatchEvent(new Event('visibilitychange'));
      shown.state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      delete document.visibilityState;
    })()`);
    await offer.getByRole('button', { name: 'Log call', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Log call' });
    await form.getByLabel('Text').fill('Called back about the order');
    await form.getByRole('button', { name: 'Save' }).click();
    await timeline(dialog).getByRole('listitem').first().getByText('Called back about the order').waitFor();
    expect(await timeline(dialog).getByRole('listitem').first().innerText()).toMatch(/^Call\s/);
    expect(await offer.count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('German on a 390 px phone: the Timeline tab, its buttons and Today’s tasks in German, nothing wider than the screen', async () => {
    expect((await app.api.put('/api/auth/language', { language: 'de' }, { token: team.owner.access })).status).toBe(200);
    const { page } = await app.signedIn(team.owner, { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'de-DE' });
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}&partnerId=${team.partnerId('Paula Partner')}`);
    const dialog = await openTimeline(page, 'Verlauf', 'Details zu Paula Partner');
    for (const name of ['Anruf notieren', 'Nachricht notieren', 'Notiz hinzufügen', 'Aufgabe hinzufügen']) await dialog.getByRole('button', { name, exact: true }).waitFor();
    await dialog.getByRole('list', { name: 'Verlauf von Paula Partner' }).getByText('Anruf').first().waitFor();
    await dialog.getByRole('button', { name: 'Anruf notieren', exact: true }).click();
    await dialog.getByLabel('Nachfassen am').waitFor();
    const overflow = (el: Locator) => el.evaluate((node) => (node as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth - (node as unknown as { clientWidth: number }).clientWidth);
    expect(await overflow(dialog)).toBeLessThanOrEqual(0);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);

    await page.goto(`${app.url}/today`);
    const tasks = page.locator('#today-tasks');
    await tasks.getByRole('heading', { name: 'Aufgaben' }).waitFor();
    await tasks.getByRole('checkbox', { name: 'Follow up with Paula Partner' }).waitFor();
    await tasks.getByText('Nächste 7 Tage').waitFor();
    expect(await overflow(tasks)).toBeLessThanOrEqual(0);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
  });
});
