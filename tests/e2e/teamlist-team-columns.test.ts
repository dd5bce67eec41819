import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshotThemes, setTheme } from './support/browser';
import { chooseOwnProfile } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

const app = useApp({ clock: 'fixed' });
// Zora Root ─┬─ Anna (the viewer) ─┬─ Anna Eins
//            │                      └─ Anna Zwei ── Anna Drei
//            ├─ Ben ── Ben Eins
//            └─ Cleo
const team = useTeam(app, {
  tree: 'Zora Root',
  browser: {},
  seed: async (planted) => {
    const anna = await planted.addPartner('Anna');
    await planted.addPartner('Anna Eins', anna);
    const zwei = await planted.addPartner('Anna Zwei', anna);
    await planted.addPartner('Anna Drei', zwei);
    const ben = await planted.addPartner('Ben');
    await planted.addPartner('Ben Eins', ben);
    await planted.addPartner('Cleo');
    // The owner is Anna in this tree: levels count from her; Root, Ben's team and Cleo are not below her.
    await chooseOwnProfile(app.api, planted.owner, planted.treeId, anna);
  },
});

const headers = (page: Page) => page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
/** Each row's name and the shown text of one column (what a sighted user reads). */
const rowsBy = (page: Page, column: string) =>
  page.locator('tbody tr').evaluateAll(
    (trs, col) =>
      trs.map((tr) => {
        const name = tr.querySelector('td[data-column="name"]')?.textContent ?? '';
        const cell = tr.querySelector(`td[data-column="${col}"]`);
        const hidden = cell?.querySelector('.sr-only')?.textContent ?? '';
        return `${name}:${(cell?.textContent ?? '').replace(hidden, '')}`;
      }),
    column,
  );
const sortOf = (page: Page, column: string) => page.locator(`thead th[data-column="${column}"]`).getAttribute('aria-sort');
const sortButton = (page: Page, column: string, label: string) => page.locator(`thead th[data-column="${column}"]`).getByRole('button', { name: label, exact: true });

describe("Teamlist's 'Team size' and 'Level' columns", () => {
  it('are off by default and chosen in the column chooser', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–8 of 8 partners').waitFor();
    expect(await headers(page)).toEqual(['name', 'billDate', 'upline']);

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    expect(await chooser.getByRole('checkbox', { name: 'Team size' }).isChecked()).toBe(false);
    expect(await chooser.getByRole('checkbox', { name: 'Level' }).isChecked()).toBe(false);
    await chooser.getByRole('checkbox', { name: 'Team size' }).check();
    // The keyboard way: Space on the focused checkbox.
    await chooser.getByRole('checkbox', { name: 'Level' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => headers(page)).toEqual(['name', 'billDate', 'upline', 'teamSize', 'level']);
    // Beside only computed columns one contract column must stay (visibleCols cannot be empty).
    await chooser.getByRole('checkbox', { name: 'Bill Date' }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Upline' }).uncheck();
    expect(await chooser.getByRole('checkbox', { name: 'Name' }).isDisabled()).toBe(true);
    expect(await chooser.getByRole('checkbox', { name: 'Team size' }).isDisabled()).toBe(false);
    await chooser.getByRole('checkbox', { name: 'Upline' }).check();
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    expect(await headers(page)).toEqual(['name', 'teamSize', 'level', 'upline']);
    expect(await page.locator('thead th[data-column="teamSize"]').innerText()).toContain('Team size');
    expect(await page.locator('thead th[data-column="level"]').innerText()).toContain('Level');
  });

  it('sorts by team size as numbers, ascending, descending, then unsorted', async () => {
    const { page } = team.browser;
    await sortButton(page, 'teamSize', 'Team size').click();
    expect(await sortOf(page, 'teamSize')).toBe('ascending');
    expect(await rowsBy(page, 'teamSize')).toEqual(['Anna Drei:0', 'Anna Eins:0', 'Ben Eins:0', 'Cleo:0', 'Anna Zwei:1', 'Ben:1', 'Anna:3', 'Zora Root:7']);
    // The keyboard way: Enter on the focused header button.
    await sortButton(page, 'teamSize', 'Team size').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sortOf(page, 'teamSize')).toBe('descending');
    expect((await rowsBy(page, 'teamSize')).slice(0, 4)).toEqual(['Zora Root:7', 'Anna:3', 'Anna Zwei:1', 'Ben:1']);
    await sortButton(page, 'teamSize', 'Team size').click();
    expect(await sortOf(page, 'teamSize')).toBe('none');
    expect(page.url()).not.toContain('sort=');
  });

  it("sorts by level below the viewer, partners not below the viewer shown as '–' and last either way", async () => {
    const { page } = team.browser;
    await sortButton(page, 'level', 'Level').click();
    expect(await sortOf(page, 'level')).toBe('ascending');
    expect(await rowsBy(page, 'level')).toEqual(['Anna:0', 'Anna Eins:1', 'Anna Zwei:1', 'Anna Drei:2', 'Ben:–', 'Ben Eins:–', 'Cleo:–', 'Zora Root:–']);
    // Assistive technology hears words, not a dash.
    expect(await page.locator('tbody td[data-column="level"] .sr-only').allTextContents()).toEqual(Array(4).fill('not below you'));
    await sortButton(page, 'level', 'Level').click();
    expect(await sortOf(page, 'level')).toBe('descending');
    expect(await rowsBy(page, 'level')).toEqual(['Anna Drei:2', 'Anna Eins:1', 'Anna Zwei:1', 'Anna:0', 'Ben:–', 'Ben Eins:–', 'Cleo:–', 'Zora Root:–']);
    await screenshotThemes(page, 'teamlist-team-columns');
    for (const dark of [false, true]) {
      await setTheme(page, dark);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await setTheme(page, false);
  });

  it('keeps the chosen columns in the settings (columns and visibleCols agreeing) and the sort in the address across a reload', async () => {
    const { page } = team.browser;
    const api = app.api;
    await expect
      .poll(async () => (await api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist, { timeout: 5000 })
      .toEqual({ visibleCols: ['name', 'upline'], columns: ['name', 'teamSize', 'level', 'upline'] });

    await page.reload();
    await page.getByText('1–8 of 8 partners').waitFor();
    await expect.poll(() => headers(page)).toEqual(['name', 'teamSize', 'level', 'upline']);
    expect(await sortOf(page, 'level')).toBe('descending');
    expect((await rowsBy(page, 'level'))[0]).toBe('Anna Drei:2');

    // Hidden again, they leave the saved columns.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    await chooser.getByRole('checkbox', { name: 'Team size' }).uncheck();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist, { timeout: 5000 })
      .toEqual({ visibleCols: ['name', 'upline'], columns: ['name', 'level', 'upline'] });
  });

  it("shows and sorts 'Largest leg' (issue 24 item 8): the partners of each one's largest leg", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–8 of 8 partners').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    await chooser.getByRole('checkbox', { name: 'Largest leg' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toContain('largestLeg');
    await sortButton(page, 'largestLeg', 'Largest leg').click();
    await sortButton(page, 'largestLeg', 'Largest leg').click();
    await expect.poll(() => sortOf(page, 'largestLeg')).toBe('descending');
    // Zora Root's largest leg is Anna's (Anna and her 3), Anna's is Anna Zwei's (2), Ben's and Anna Zwei's 1.
    expect((await rowsBy(page, 'largestLeg')).slice(0, 4)).toEqual(['Zora Root:4', 'Anna:2', 'Anna Zwei:1', 'Ben:1']);
  });
});
