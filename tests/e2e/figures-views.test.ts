import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, screenshotThemes } from './support/browser';
import { expectFitsPhone } from './support/phone-layout';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Figures on the Teamlist, Teambars and the tree (issue 38 item 2; docs/figures.md "Teamlist,
 * Teambars and tree"): the 'Period' picker, the figure columns with their sort and filters, the
 * export, Teambars by rank and the tree's 'Show figures'. Two months of figures are written
 * through the real API as the owner, with a rank plan Bronze < Silver < Gold.
 */
const app = useApp({ clock: 'fixed' });
// Rita Root ─┬─ Anna Gold ── Dora Silver
//            ├─ Bert Bronze
//            └─ Carl None (no figures)
const team = useTeam(app, {
  tree: 'Figures Team',
  root: 'Rita Root',
  browser: {},
  seed: async (planted) => {
    const anna = await planted.addPartner('Anna Gold');
    await planted.addPartner('Dora Silver', anna);
    await planted.addPartner('Bert Bronze');
    await planted.addPartner('Carl None');
    const id = (name: string) => (name === 'Rita Root' ? planted.rootId : planted.partnerId(name));
    const write = async (period: string, rows: Record<string, object>) => {
      const body = { teamtreeId: planted.treeId, period, rows: Object.entries(rows).map(([name, row]) => ({ profileId: id(name), ...row })) };
      const res = await app.api.put('/api/teamtree/figures', body, { token: planted.owner.access });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await write('2026-11', {
      'Rita Root': { pv: 50, rank: 'Gold', autoship: true, lastOrder: '2026-11-05' },
      'Anna Gold': { pv: 400, gv: 700, rank: 'Gold', paidRank: 'Silver', autoship: false, lastOrder: '2026-11-20' },
      'Dora Silver': { pv: 300, rank: 'Silver', autoship: true, lastOrder: '2026-11-02' },
      'Bert Bronze': { pv: 120, rank: 'Bronze', autoship: false, lastOrder: '2026-10-28' },
    });
    await write('2026-12', {
      'Rita Root': { pv: 60, rank: 'Gold', autoship: true, lastOrder: '2026-12-01' },
      'Anna Gold': { pv: 650, gv: 960.5, rank: 'Gold', paidRank: 'Gold', autoship: true, lastOrder: '2026-12-03' },
      'Dora Silver': { pv: 310.5, rank: 'Silver', autoship: true, lastOrder: '2026-12-02' },
      'Bert Bronze': { pv: 90, rank: 'Silver', autoship: false, lastOrder: null },
    });
    const ranks = ['Bronze', 'Silver', 'Gold'].map((name) => ({ name, minPv: 0, minTeamVolume: 0, maxLegShare: null }));
    expect((await app.api.put('/api/teamtree/rank-plan', { teamtreeId: planted.treeId, ranks }, { token: planted.owner.access })).status).toBe(200);
  },
});

/** Each row's name and the shown text of one column. */
const rowsBy = (page: Page, column: string) =>
  page.locator('tbody tr').evaluateAll(
    (trs, col) => trs.map((tr) => `${tr.querySelector('td[data-column="name"]')?.textContent ?? ''}:${tr.querySelector(`td[data-column="${col}"]`)?.textContent ?? ''}`),
    column,
  );
const names = (page: Page) => page.locator('tbody td[data-column="name"]').allTextContents();
const period = (page: Page) => page.getByRole('combobox', { name: 'Period' });
/** A partner's card in a bar of Teambars (the bars by upline: 'No Upline', 'Rita Root', 'Anna Gold'). */
const card = (page: Page, bar: string, name: string) => page.getByRole('list', { name: bar, exact: true }).getByRole('listitem').filter({ hasText: name });
const periodOptions = (page: Page) => period(page).locator('option').allTextContents();

describe('figures on the Teamlist, Teambars and the tree', () => {
  it("the period picker offers the months with figures, newest first, and the PV column follows it", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByText('1–5 of 5 partners').waitFor();
    await period(page).waitFor();
    expect(await periodOptions(page)).toEqual(['December 2026', 'November 2026']);
    expect(await period(page).inputValue()).toBe('2026-12');

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Visible columns' });
    for (const column of ['PV', 'Rank', 'Autoship', 'Last order']) await chooser.getByRole('checkbox', { name: column, exact: true }).check();
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    expect(await page.locator('thead th[data-column="pv"]').innerText()).toContain('PV');
    // Kept in the settings with the other columns.
    await expect
      .poll(async () => (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist.columns, { timeout: 5000 })
      .toEqual(['name', 'billDate', 'upline', 'pv', 'rank', 'autoship', 'lastOrder']);

    await expect.poll(() => rowsBy(page, 'pv')).toContain('Anna Gold:650');
    expect(await rowsBy(page, 'pv')).toEqual(['Rita Root:60', 'Anna Gold:650', 'Dora Silver:310.5', 'Bert Bronze:90', 'Carl None:—']);
    expect(await rowsBy(page, 'autoship')).toContain('Bert Bronze:No');

    // Another month: the columns show it.
    await period(page).selectOption({ label: 'November 2026' });
    await expect.poll(() => rowsBy(page, 'pv')).toContain('Anna Gold:400');
    expect(await rowsBy(page, 'rank')).toEqual(['Rita Root:Gold', 'Anna Gold:Gold', 'Dora Silver:Silver', 'Bert Bronze:Bronze', 'Carl None:—']);
    expect(await rowsBy(page, 'lastOrder')).toContain('Bert Bronze:28.10.2026');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("sorts by PV and by rank (the rank plan's order), and 'Autoship off' and 'No order this month' filter the month shown, with chips", async () => {
    const { page } = team.browser;
    const sortBy = (column: string, label: string) => page.locator(`thead th[data-column="${column}"]`).getByRole('button', { name: label, exact: true }).click();
    await sortBy('pv', 'PV');
    expect(await page.locator('thead th[data-column="pv"]').getAttribute('aria-sort')).toBe('ascending');
    expect(await names(page)).toEqual(['Rita Root', 'Bert Bronze', 'Dora Silver', 'Anna Gold', 'Carl None']);
    await sortBy('rank', 'Rank');
    // Bronze < Silver < Gold (the plan, not A-Z), partners without a rank last.
    expect(await names(page)).toEqual(['Bert Bronze', 'Dora Silver', 'Anna Gold', 'Rita Root', 'Carl None']);

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Autoship off' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('1–2 of 2 partners').waitFor();
    expect(await names(page)).toEqual(['Bert Bronze', 'Anna Gold']);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('Autoship off').waitFor();

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'No order this month' }).click();
    await page.keyboard.press('Escape');
    // Anna ordered in November; Bert's last order was in October.
    await page.getByText('1–1 of 1 partner').waitFor();
    expect(await names(page)).toEqual(['Bert Bronze']);

    // The export writes what is shown, the figure columns naming their month.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as CSV' }).click()]);
    const csv = Papa.parse<string[]>((await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Name', 'Bill Date', 'Upline', 'PV (November 2026)', 'Rank (November 2026)', 'Autoship (November 2026)', 'Last order (November 2026)']);
    expect(csv.slice(1).map((row) => [row[0], ...row.slice(2)])).toEqual([['Bert Bronze', 'Rita Root', '120', 'Bronze', 'No', '28.10.2026']]);

    // December: Bert has no order at all, and Anna has autoship again.
    await period(page).selectOption({ label: 'December 2026' });
    await expect.poll(() => names(page)).toEqual(['Bert Bronze']);
    await chips.getByRole('button', { name: 'Remove No order this month' }).click();
    await chips.getByRole('button', { name: 'Remove Autoship off' }).click();
    await page.getByText('1–5 of 5 partners').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Teambars groups by rank in the rank plan order, No rank last, with the period picker', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars?group=rank`);
    // The month picked on the Teamlist stays picked.
    await period(page).waitFor();
    expect(await period(page).inputValue()).toBe('2026-12');
    const bars = () => page.locator('section[role="listitem"] h2').allTextContents();
    await expect.poll(bars).toEqual([expect.stringMatching(/^Silver/), expect.stringMatching(/^Gold/), expect.stringMatching(/^No rank/)]);
    await page.getByRole('list', { name: 'Silver' }).getByText('Bert Bronze').waitFor();
    await period(page).selectOption({ label: 'November 2026' });
    await expect.poll(bars).toEqual([expect.stringMatching(/^Bronze/), expect.stringMatching(/^Silver/), expect.stringMatching(/^Gold/), expect.stringMatching(/^No rank/)]);
    expect(await page.getByRole('combobox', { name: 'Group by' }).inputValue()).toBe('rank');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'figures-teambars-rank');
  });

  it("Teambars cards show the month's 'PV … · rank' under the bill date; none for a partner without figures", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars`);
    await period(page).selectOption({ label: 'December 2026' });
    const anna = card(page, 'Rita Root', 'Anna Gold');
    await anna.getByText('PV 650 · Gold', { exact: true }).waitFor();
    expect(await card(page, 'Anna Gold', 'Dora Silver').getByText('PV 310.5 · Silver', { exact: true }).count()).toBe(1);
    expect(await card(page, 'No Upline', 'Rita Root').getByText('PV 60 · Gold', { exact: true }).count()).toBe(1);
    // Carl has no figures this month: no line.
    const carl = card(page, 'Rita Root', 'Carl None');
    await carl.waitFor();
    expect(await carl.getByText(/PV/).count()).toBe(0);
    // The line follows the picked month.
    await period(page).selectOption({ label: 'November 2026' });
    await anna.getByText('PV 400 · Gold', { exact: true }).waitFor();
    expect(await card(page, 'Rita Root', 'Bert Bronze').getByText('PV 120 · Bronze', { exact: true }).count()).toBe(1);
    expect(await carl.getByText(/PV/).count()).toBe(0);
    await period(page).selectOption({ label: 'December 2026' });
    await anna.getByText('PV 650 · Gold', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("'Show figures' on the tree puts each partner's PV and rank under the name, for screen readers too", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: /^Select Anna Gold \(upline Rita Root\)/ }).waitFor({ state: 'attached' });
    const canvas = page.getByTestId('tree-canvas');
    const before = await canvas.screenshot();
    // No picker on the toolbar until figures show.
    expect(await period(page).count()).toBe(0);

    await page.getByRole('button', { name: 'View', exact: true }).click();
    const toggle = page.getByRole('menuitemcheckbox', { name: 'Show figures' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // The month picked before (December, on the Teamlist), said after each name in the partner list.
    expect(await period(page).inputValue()).toBe('2026-12');
    await page.getByRole('button', { name: 'Select Anna Gold (upline Rita Root), team of 1, PV 650, rank Gold' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Select Dora Silver (upline Anna Gold), PV 310.5, rank Silver' }).waitFor({ state: 'attached' });
    await period(page).selectOption({ label: 'November 2026' });
    await page.getByRole('button', { name: 'Select Anna Gold (upline Rita Root), team of 1, PV 400, rank Gold' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Select Carl None (upline Rita Root), no figures in November 2026' }).waitFor({ state: 'attached' });
    await period(page).selectOption({ label: 'December 2026' });
    await page.getByRole('button', { name: 'Select Anna Gold (upline Rita Root), team of 1, PV 650, rank Gold' }).waitFor({ state: 'attached' });
    await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
    await screenshotThemes(page, 'figures-tree-show-figures');

    // The tree's partner table carries the month's figures.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Partner table as CSV' }).click()]);
    const csv = Papa.parse<string[]>((await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Level', 'Name', 'Upline', 'Phone', 'Birthday', 'Bill Date', 'PV (December 2026)', 'GV (December 2026)', 'Team volume (December 2026)', 'Rank (December 2026)', 'Paid rank (December 2026)', 'Autoship (December 2026)', 'Last order (December 2026)', 'Downline']);
    expect(csv.slice(1).map((row) => [row[1], row[6], row[8], row[9]])).toEqual([
      ['Rita Root', '60', '1110.5', 'Gold'],
      ['Anna Gold', '650', '960.5', 'Gold'],
      ['Dora Silver', '310.5', '310.5', 'Silver'],
      ['Bert Bronze', '90', '90', 'Silver'],
      ['Carl None', '', '0', ''],
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The choice is kept for the next visit on this device; turned off again, it stays off.
    await page.reload();
    await page.getByRole('button', { name: 'Select Anna Gold (upline Rita Root), team of 1, PV 650, rank Gold' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Show figures', checked: true }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Select Anna Gold (upline Rita Root), team of 1', exact: true }).waitFor({ state: 'attached' });
    expect(await period(page).count()).toBe(0);
  });

  it('fits a 360 px phone: the Teamlist with its picker, and the tree with figures shown', async () => {
    const { page } = team.browser;
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      await page.goto(`${app.url}/teamlist`);
      await period(page).waitFor();
      await page.getByText('1–5 of 5 partners').waitFor();
      await expectFitsPhone(page, 'the Teamlist with figures');
      await page.goto(`${app.url}/teambars`);
      await card(page, 'Rita Root', 'Anna Gold').getByText('PV 650 · Gold', { exact: true }).waitFor();
      await expectFitsPhone(page, 'Teambars with figures on the cards');
      await screenshot(page, 'figures-teambars-phone');
      await openTree(page, app.url, team.treeId);
      await page.getByRole('button', { name: 'Tree tools' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Show figures' }).click();
      await page.keyboard.press('Escape');
      await period(page).waitFor();
      await page.getByRole('button', { name: /^Select Anna Gold .*, PV 650, rank Gold$/ }).waitFor({ state: 'attached' });
      await expectFitsPhone(page, 'the tree with figures');
      await screenshot(page, 'figures-tree-phone');
      // Off again: the choice is kept on the device, and the next test turns it on.
      await page.getByRole('button', { name: 'Tree tools' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Show figures', checked: true }).click();
      await page.keyboard.press('Escape');
      await period(page).waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });

  it('on a 390 x 844 phone the Period picker leaves the top node uncovered when figures show', async () => {
    const { page } = team.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openTree(page, app.url, team.treeId);
      await page.getByRole('button', { name: 'Tree tools' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Show figures' }).click();
      await page.keyboard.press('Escape');
      await period(page).waitFor();
      await page.getByRole('button', { name: /^Select Rita Root \(root\), .*PV 60, rank Gold$/ }).waitFor({ state: 'attached' });
      // The root's box on screen: its buttons sit 6 px under it (the first view shows it whole, so selecting it leaves the view).
      await selectPartner(page, 'Rita Root');
      const k = Number((await page.getByTestId('zoom-level').innerText()).replace('%', '')) / 100;
      const actions = (await page.getByRole('toolbar', { name: 'Actions for Rita Root' }).boundingBox())!;
      const root = { x: actions.x + actions.width / 2 - 80 * k, y: actions.y - 6 - 48 * k, width: 160 * k, height: 48 * k };
      const picker = (await period(page).boundingBox())!;
      const apart = picker.y + picker.height <= root.y || root.y + root.height <= picker.y || picker.x + picker.width <= root.x || root.x + root.width <= picker.x;
      expect(apart, JSON.stringify({ picker, root })).toBe(true);
      // Nothing else lies over it either: at its corners and centre the canvas is on top.
      const points = [
        [root.x + 2, root.y + 2],
        [root.x + root.width - 2, root.y + 2],
        [root.x + root.width / 2, root.y + root.height / 2],
        [root.x + 2, root.y + root.height - 2],
        [root.x + root.width - 2, root.y + root.height - 2],
      ];
      const onTop = await page.evaluate((at) => {
        const { document } = globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { getAttribute(name: string): string | null } | null } };
        return at.map(([x, y]) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? null);
      }, points);
      expect(onTop).toEqual(points.map(() => 'tree-canvas'));
      await screenshot(page, 'figures-tree-phone-period');
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });
});
