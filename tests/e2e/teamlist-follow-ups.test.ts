import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The Teamlist's follow-ups (issue 37 item 6; docs/follow-ups.md "On the Teamlist"): the columns
 * 'Last contact' and 'Next follow-up', sorting by them, the filter 'No contact for 30 days', the
 * export, and a call logged meanwhile showing at once. Real time: the server refuses contacts
 * in the future, so the seed logs them hours and days back from now (the browser runs in UTC).
 */
const app = useApp({ clock: 'real' });
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();
/** The day of a moment (UTC, the browser's zone here) as the Teamlist writes it: dd.MM.yyyy. */
const shownDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
/** A calendar day `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);

const CARL_CALLED = at(50);
const OTTO_CALLED = at(40 * 24);
const TARA_DUE = dayFromToday(5);
const CARL_DUE = dayFromToday(3);
/** The member's Teamlist shows the follow-up columns (their own settings). */
const FOLLOW_UP_SETTINGS = { __v: 1, value: { teamlist: { visibleCols: ['name', 'billDate', 'upline'], columns: ['name', 'billDate', 'upline', 'lastContact', 'nextFollowUp'] } } };
let ninaId = '';

const team = useTeam(app, {
  tree: 'Care Team',
  root: 'Rita Root',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    const log = async (profileId: string, kind: string, when: string) =>
      expect((await app.api.post('/api/teamtree/activity', { teamtreeId: planted.treeId, profileId, kind, text: `${kind} logged`, at: when }, { token: planted.owner.access })).status).toBe(201);
    const carl = await planted.addPartner('Carl Called');
    await log(carl, 'call', CARL_CALLED);
    // The READ member's own task: the only next follow-up they see.
    expect((await app.api.post('/api/teamtree/task', { teamtreeId: planted.treeId, profileId: carl, title: 'Ask Carl', due: CARL_DUE, assigneeId: planted.member.id }, { token: planted.owner.access })).status).toBe(201);
    expect((await app.api.post('/api/user/settings', { settings: FOLLOW_UP_SETTINGS }, { token: planted.member.access })).status).toBe(200);
    await log(await planted.addPartner('Otto Old'), 'message', OTTO_CALLED);
    const tara = await planted.addPartner('Tara Tasked');
    // A note is no contact: Tara has had none.
    await log(tara, 'note', at(3));
    expect((await app.api.post('/api/teamtree/task', { teamtreeId: planted.treeId, profileId: tara, title: 'Welcome call', due: TARA_DUE }, { token: planted.owner.access })).status).toBe(201);
    ninaId = await planted.addPartner('Nina Never');
  },
});

/** Each row's name and the shown text of one column. */
const rowsBy = (page: Page, column: string) =>
  page.locator('tbody tr').evaluateAll(
    (trs, col) => trs.map((tr) => `${tr.querySelector('td[data-column="name"]')?.textContent ?? ''}:${tr.querySelector(`td[data-column="${col}"]`)?.textContent ?? ''}`),
    column,
  );
const names = (page: Page) => page.locator('tbody td[data-column="name"]').allTextContents();
const sortButton = (page: Page, column: string, label: string) => page.locator(`thead th[data-column="${column}"]`).getByRole('button', { name: label, exact: true });

describe("the Teamlist's follow-ups", () => {
  it("shows 'Last contact' and 'Next follow-up' from the column chooser, and sorts by the last contact", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–5 of 5 partners').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    await chooser.getByRole('checkbox', { name: 'Last contact' }).check();
    await chooser.getByRole('checkbox', { name: 'Next follow-up' }).check();
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    expect(await page.locator('thead th[data-column="lastContact"]').innerText()).toContain('Last contact');
    expect(await page.locator('thead th[data-column="nextFollowUp"]').innerText()).toContain('Next follow-up');
    // Kept in the settings like the other computed columns (visibleCols holds the contract's).
    await expect
      .poll(async () => (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist, { timeout: 5000 })
      .toEqual({ visibleCols: ['name', 'billDate', 'upline'], columns: ['name', 'billDate', 'upline', 'lastContact', 'nextFollowUp'] });

    await expect.poll(() => rowsBy(page, 'lastContact')).toContain(`Carl Called:${shownDay(CARL_CALLED)}`);
    const contacts = Object.fromEntries((await rowsBy(page, 'lastContact')).map((row) => row.split(':')));
    expect(contacts).toEqual({ 'Rita Root': '—', 'Carl Called': shownDay(CARL_CALLED), 'Otto Old': shownDay(OTTO_CALLED), 'Tara Tasked': '—', 'Nina Never': '—' });
    expect(await rowsBy(page, 'nextFollowUp')).toContain(`Tara Tasked:${shownDay(TARA_DUE)}`);
    // The exact time on hover.
    expect(await page.locator('tbody td[data-column="lastContact"] time').first().getAttribute('title')).toMatch(/\d{2}:\d{2}/);

    await sortButton(page, 'lastContact', 'Last contact').click();
    expect(await page.locator('thead th[data-column="lastContact"]').getAttribute('aria-sort')).toBe('ascending');
    // Oldest first; the partners without a contact last, by name.
    expect(await names(page)).toEqual(['Otto Old', 'Carl Called', 'Nina Never', 'Rita Root', 'Tara Tasked']);
    await sortButton(page, 'lastContact', 'Last contact').click();
    expect(await names(page)).toEqual(['Carl Called', 'Otto Old', 'Nina Never', 'Rita Root', 'Tara Tasked']);
    expect(page.url()).toContain('sort=lastContact');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("'No contact for 30 days' keeps the partners never contacted or last contacted long ago, as a chip; a call logged meanwhile takes its partner out", async () => {
    const { page } = team.browser;
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'No contact for 30 days' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('1–4 of 4 partners').waitFor();
    expect(await names(page)).toEqual(['Otto Old', 'Nina Never', 'Rita Root', 'Tara Tasked']);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('No contact for 30 days').waitFor();

    // The export writes what is shown, the follow-ups with the rest.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as CSV' }).click()]);
    const csv = Papa.parse<string[]>((await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Name', 'Bill Date', 'Upline', 'Last contact', 'Next follow-up']);
    expect(csv.slice(1).map((row) => [row[0], row[3], row[4]])).toEqual([
      ['Otto Old', shownDay(OTTO_CALLED), ''],
      ['Nina Never', '', ''],
      ['Rita Root', '', ''],
      ['Tara Tasked', '', shownDay(TARA_DUE)],
    ]);

    // Someone calls Nina: the list reads the figures again on the event, and she is contacted.
    const called = await app.api.post('/api/teamtree/activity', { teamtreeId: team.treeId, profileId: ninaId, kind: 'call', text: 'Welcome call' }, { token: team.owner.access });
    expect(called.status).toBe(201);
    await page.getByText('1–3 of 3 partners').waitFor();
    expect(await names(page)).toEqual(['Otto Old', 'Rita Root', 'Tara Tasked']);

    await chips.getByRole('button', { name: 'Remove No contact for 30 days' }).click();
    await page.getByText('1–5 of 5 partners').waitFor();
    expect(await rowsBy(page, 'lastContact')).toContain(`Nina Never:${shownDay(called.body.activity.at)}`);
  });

  it("a READ member of a tree that hides activities (the default) reads 'Hidden by the owner' for the last contact, the next follow-ups of their own tasks, and has no contact filter", async () => {
    const page = team.memberBrowser.page;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–5 of 5 partners').waitFor();
    await expect.poll(() => rowsBy(page, 'nextFollowUp')).toContain(`Carl Called:${shownDay(CARL_DUE)}`);
    // Tara's task is the owner's: not theirs to see.
    expect(await rowsBy(page, 'nextFollowUp')).toContain('Tara Tasked:—');
    expect((await rowsBy(page, 'lastContact')).map((row) => row.split(':')[1])).toEqual(Array(5).fill('Hidden by the owner'));
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menu').getByText('Bill Date').waitFor();
    expect(await page.getByRole('menuitemcheckbox', { name: 'No contact for 30 days' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
