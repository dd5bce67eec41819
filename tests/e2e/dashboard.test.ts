import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/http';
import type { TestUser } from '../support/accounts';
import { addMember } from '../support/seed';
import { parseYmd } from '../../shared/domain/calendar-date';
import { formatDay } from '../../desktop/renderer/src/i18n/formats';
import { signInThroughUi } from './support/app';
import { screenshotThemes } from './support/browser';
import { FIXED_TODAY, fixedDay } from './support/fixed-clock';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'fixed', browser: {} });
const page = (): Page => app.browser.page;

// Sam and Bea on the 19th, Ida on the 11th, Anna on 5 June and the root on 25 June: no other bill falls on the 19th.
const dates = { anna: fixedDay(20), sam: fixedDay(3), ida: fixedDay(-5), root: fixedDay(40) };
const cast: Array<{ id: string; name: string; billDate: string | null }> = [];
let owner: TestUser;
let treeId = '';

async function addProfile(api: ApiClient, token: string, parentId: string, name: string, billDate: string) {
  const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId, name, billDate }, { token });
  expect(res.status).toBe(201);
  const profile = res.body.profile ?? res.body;
  cast.push({ id: profile.id, name, billDate });
  return profile.id as string;
}

const table = () => page().getByRole('table', { name: 'Partner overview' });
const rowNames = () => table().locator('tbody tr td:first-child').allInnerTexts();

describe('dashboard without a TeamTree', () => {
  it("shows the 'No TeamTree found' banner with its buttons", async () => {
    const lonely = await app.register({ firstName: 'Lena', lastName: 'Lonely' });
    await signInThroughUi(page(), app.url, lonely.email, lonely.password);
    await page().goto(`${app.url}/dashboard`);
    await page().getByText('No TeamTree found').waitFor();
    await page().getByRole('button', { name: 'Go to TeamTree' }).waitFor();
    await page().getByRole('button', { name: 'Plant new TeamTree' }).click();
    await page().getByRole('dialog').waitFor();
    await page().keyboard.press('Escape');
    await page().evaluate("localStorage.clear()");
    await page().context().clearCookies();
  });
});

describe('dashboard with a TeamTree', () => {
  it('lists the partners with status badges and sorts by name and bill date', async () => {
    const api = app.api;
    owner = await app.register({ firstName: 'Olga', lastName: 'Owner' });
    const created = await api.post('/api/teamtree', { name: 'Dash Team', billDate: dates.root }, { token: owner.access });
    expect(created.status).toBe(201);
    treeId = created.body.teamtree.id;
    const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access });
    const root = status.body.teamtree.profiles[0];
    cast.push({ id: root.id, name: root.name, billDate: dates.root });
    await addProfile(api, owner.access, root.id, 'Anna Active', dates.anna);
    await addProfile(api, owner.access, root.id, 'Sam Soon', dates.sam);
    await addProfile(api, owner.access, root.id, 'Bea Soon', dates.sam);
    await addProfile(api, owner.access, root.id, 'Ida Inactive', dates.ida);
    const nora = await addProfile(api, owner.access, root.id, 'Nora Nobill', dates.anna);
    // Only a placeholder has no bill date ('Placeholder', billDate null).
    const replaced = await api.delete(`/api/teamtree/profile?id=${nora}&mode=placeholder`, { token: owner.access });
    expect(replaced.status, JSON.stringify(replaced.body)).toBeLessThan(300);
    Object.assign(cast.at(-1)!, { name: 'Placeholder', billDate: null });

    await signInThroughUi(page(), app.url, owner.email, owner.password);
    await page().goto(`${app.url}/dashboard`);
    await page().getByRole('cell', { name: 'Anna Active' }).waitFor();
    expect(await page().getByTestId('partners-total').innerText()).toBe('6');

    const badgeOf = (name: string) => page().getByRole('row').filter({ hasText: name }).locator('[data-status]');
    expect(await badgeOf('Anna Active').innerText()).toBe('Active');
    expect(await badgeOf('Sam Soon').innerText()).toBe('Soon');
    expect(await badgeOf('Ida Inactive').innerText()).toBe('Inactive');
    expect(await badgeOf('Placeholder').innerText()).toBe('No Bill');

    const nameHeader = page().getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await rowNames()).toEqual(['Anna Active', 'Bea Soon', 'Dash Team', 'Ida Inactive', 'Placeholder', 'Sam Soon']);
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect((await rowNames())[0]).toBe('Sam Soon');

    const billHeader = page().getByRole('columnheader', { name: 'Bill Date' });
    await billHeader.getByRole('button').focus();
    await page().keyboard.press('Enter');
    expect(await billHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(await rowNames()).toEqual(['Ida Inactive', 'Bea Soon', 'Sam Soon', 'Anna Active', 'Dash Team', 'Placeholder']);
    // Only the sorted column shows an arrow; the other shows that it can be sorted.
    expect(await billHeader.innerText()).toContain('▲');
    expect(await nameHeader.innerText()).not.toMatch(/[▲▼]/);
    await screenshotThemes(page(), 'dashboard');
  });

  it('filters by the search box and dims rows outside the highlight', async () => {
    await page().getByPlaceholder('Search...').fill('SOON');
    expect(await rowNames()).toEqual(['Bea Soon', 'Sam Soon']);
    await page().getByPlaceholder('Search...').fill('');
    const highlight = page().getByRole('radiogroup', { name: 'Highlight' });
    await highlight.getByRole('radio', { name: 'Inactive in 7 days' }).click();
    const dimmed = () => table().locator('tbody tr[data-dimmed]').locator('td:first-child').allInnerTexts();
    expect((await dimmed()).sort()).toEqual(['Anna Active', 'Dash Team', 'Ida Inactive', 'Placeholder']);
    expect(await rowNames()).toHaveLength(6);
    // The highlighted rows come first, so they are never far down the list.
    expect((await rowNames()).slice(0, 2).sort()).toEqual(['Bea Soon', 'Sam Soon']);
    expect(await highlight.getByRole('radio', { checked: true }).innerText()).toBe('Soon');
    await highlight.getByRole('radio', { name: 'Inactive', exact: true }).click();
    expect((await dimmed()).sort()).toEqual(['Anna Active', 'Bea Soon', 'Dash Team', 'Placeholder', 'Sam Soon']);
    await screenshotThemes(page(), 'dashboard-highlight');
    await highlight.getByRole('radio', { name: 'All' }).click();
    expect(await dimmed()).toEqual([]);
  });

  it("shows 'N Partner' in month cells and opens the day popup", async () => {
    const { year, month } = parseYmd(dates.sam);
    await page().getByLabel('Jahr', { exact: true }).selectOption(String(year));
    await page().getByLabel('Monat', { exact: true }).selectOption(String(month));
    const cell = page().locator(`button[data-date="${dates.sam}"]`);
    expect(await cell.innerText()).toContain('2 Partner');
    await cell.click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('Sam Soon').waitFor();
    await dialog.getByText('Bea Soon').waitFor();
    // Each partner's own bill date is shown (the calendar repeats bill dates monthly).
    await dialog.getByText(`Bill Date ${formatDay(dates.sam, 'en')}`).first().waitFor();
    await screenshotThemes(page(), 'dashboard-day-popup');
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('switches between Woche and Monat', async () => {
    await page().getByRole('button', { name: 'Heute' }).click();
    await page().getByRole('radio', { name: 'Woche' }).click();
    expect(await page().getByTestId('calendar-title').innerText()).toMatch(/^KW 20 · /);
    const week = page().getByRole('list', { name: 'Woche' });
    expect(await week.locator(':scope > li').count()).toBe(7);
    expect(await week.locator(':scope > li').first().getAttribute('data-date')).toBe(fixedDay(-2));
    await screenshotThemes(page(), 'dashboard-week');
    await page().getByRole('radio', { name: 'Monat' }).click();
    expect(await page().getByRole('columnheader', { name: 'Mo' }).count()).toBe(1);
    // Keyboard: arrows move the focused day, Enter opens it.
    await page().locator(`button[data-date="${FIXED_TODAY}"]`).focus();
    await page().keyboard.press('ArrowRight');
    expect(await page().evaluate('document.activeElement.dataset.date')).toBe(fixedDay(1));
    await page().keyboard.press('Enter');
    await page().getByRole('dialog').waitFor();
    await page().keyboard.press('Escape');
    await page().setViewportSize({ width: 1024, height: 768 });
    await screenshotThemes(page(), 'dashboard-1024');
    await page().setViewportSize({ width: 1280, height: 860 });
  });

  it("reloads live when another user adds a profile", async () => {
    const editor = await app.register({ firstName: 'Emil', lastName: 'Editor' });
    await addMember(app.server.context.db, treeId, editor, 'EDIT');
    await addProfile(app.api, editor.access, cast[0].id, 'Live Luise', dates.anna);
    await page().getByRole('cell', { name: 'Live Luise' }).waitFor();
    expect(await page().getByTestId('partners-total').innerText()).toBe('7');
  });
});
