import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedTree } from '../support/seed';
import { seriousViolations } from './support/axe';
import { screenshot, screenshotThemes } from './support/browser';
import { expectFitsPhone } from './support/phone-layout';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The Teamlist's Genealogy view (issue 35 item 5): the tree as rows in tree order with levels
 * (the root 0, as on the tree page) and downline counts, teams folded by mouse and keyboard
 * (WAI-ARIA treegrid), a search showing its matches with their uplines, the choice kept in the
 * user settings across a reload, and the export in tree order with a level column.
 *
 * Gina Root ─┬─ Anna Alpha ─┬─ Ida Inner ── Dora Deep
 *            │              └─ Jan Junior
 *            ├─ Bert Blank
 *            └─ Carl Crane ── Kim Kite
 */
const app = useApp({ clock: 'fixed' });
const team = useTeam(app, {
  tree: 'Genealogy Team',
  root: 'Gina Root',
  browser: { width: 1280, height: 860 },
  seed: async (planted) => {
    const anna = await planted.addPartner('Anna Alpha');
    await planted.addPartner('Bert Blank');
    const carl = await planted.addPartner('Carl Crane');
    const ida = await planted.addPartner('Ida Inner', anna);
    await planted.addPartner('Jan Junior', anna);
    await planted.addPartner('Dora Deep', ida);
    await planted.addPartner('Kim Kite', carl);
  },
});

const TREE_ORDER = ['Gina Root', 'Anna Alpha', 'Ida Inner', 'Dora Deep', 'Jan Junior', 'Bert Blank', 'Carl Crane', 'Kim Kite'];

interface ShownRow {
  name: string;
  level: string;
  downline: string;
  ariaLevel: string | null;
  expanded: string | null;
  context: boolean;
}

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Genealogy' });

/** The rows the treegrid shows, in their order: name, level and downline as read out, and the row's treegrid attributes. */
const shownRows = (page: Page) =>
  grid(page)
    .locator('[role="row"][data-row]')
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => Number(a.getAttribute('data-row')) - Number(b.getAttribute('data-row')))
        .map((row) => {
          const cells = [...row.querySelectorAll('[role="gridcell"]')];
          // What a cell shows, without its visually hidden words.
          const text = (i: number) => {
            const shown = cells[i]?.cloneNode(true) as (typeof cells)[number] | undefined;
            for (const hidden of shown?.querySelectorAll('.sr-only') ?? []) hidden.remove();
            return (shown?.textContent ?? '').trim();
          };
          const name = (cells[0]?.querySelector('span[title]')?.textContent ?? '').trim();
          return { name, level: text(1), downline: text(2), ariaLevel: row.getAttribute('aria-level'), expanded: row.getAttribute('aria-expanded'), context: row.getAttribute('data-context') === 'true' };
        }),
    ) as Promise<ShownRow[]>;
const names = async (page: Page) => (await shownRows(page)).map((row) => row.name);
const row = (page: Page, name: string) => grid(page).locator('[role="row"]').filter({ has: page.locator(`span[title="${name}"]`) });
const focused = (page: Page) => page.evaluate<string | null>("document.activeElement?.querySelector('span[title]')?.textContent ?? null");

describe('Teamlist: Genealogy', () => {
  it('lists the tree in tree order with levels and downline counts', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('heading', { name: 'Teamlist' }).waitFor();
    const list = page.getByRole('radio', { name: 'List' });
    const genealogy = page.getByRole('radio', { name: 'Genealogy' });
    expect(await list.getAttribute('aria-checked')).toBe('true');
    await genealogy.click();
    expect(await genealogy.getAttribute('aria-checked')).toBe('true');
    await grid(page).waitFor();
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);
    const rows = await shownRows(page);
    expect(rows.map((r) => r.level)).toEqual(['Level 0', 'Level 1', 'Level 2', 'Level 3', 'Level 2', 'Level 1', 'Level 1', 'Level 2']);
    expect(rows.map((r) => r.downline)).toEqual(['7', '3', '1', '0', '0', '0', '1', '0']);
    expect(rows.map((r) => r.ariaLevel)).toEqual(['1', '2', '3', '4', '3', '2', '2', '3']);
    // A toggle (aria-expanded) only where there is a team.
    expect(rows.map((r) => r.expanded)).toEqual(['true', 'true', 'true', null, null, null, 'true', null]);
    const carl = row(page, 'Carl Crane');
    expect([await carl.getAttribute('aria-posinset'), await carl.getAttribute('aria-setsize')]).toEqual(['3', '3']);
    // The List's sort and column controls belong to the List.
    expect(await page.getByRole('button', { name: 'Columns' }).count()).toBe(0);
    await screenshotThemes(page, 'teamlist-genealogy');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('folds and unfolds a team by its toggle', async () => {
    const { page } = team.browser;
    const toggle = grid(page).getByRole('button', { name: 'Team of Anna Alpha' });
    await toggle.click();
    await expect.poll(() => names(page)).toEqual(['Gina Root', 'Anna Alpha', 'Bert Blank', 'Carl Crane', 'Kim Kite']);
    expect(await row(page, 'Anna Alpha').getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The rest keeps its folds: Carl's team folded too, then Anna's unfolded again.
    await grid(page).getByRole('button', { name: 'Team of Carl Crane' }).click();
    await expect.poll(() => names(page)).toEqual(['Gina Root', 'Anna Alpha', 'Bert Blank', 'Carl Crane']);
    await toggle.click();
    await expect.poll(() => names(page)).toEqual(['Gina Root', 'Anna Alpha', 'Ida Inner', 'Dora Deep', 'Jan Junior', 'Bert Blank', 'Carl Crane']);
    await grid(page).getByRole('button', { name: 'Team of Carl Crane' }).click();
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);
    // The details did not open: the toggle is not the row.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('moves with Up/Down/Home/End and folds with Left/Right (treegrid keys)', async () => {
    const { page } = team.browser;
    await row(page, 'Gina Root').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Anna Alpha');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => row(page, 'Anna Alpha').getAttribute('aria-expanded')).toBe('false');
    expect(await names(page)).toEqual(['Gina Root', 'Anna Alpha', 'Bert Blank', 'Carl Crane', 'Kim Kite']);
    expect(await focused(page)).toBe('Anna Alpha');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);
    // Right on an unfolded team steps into it; Left on a row without an unfolded team steps to its upline.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('Ida Inner');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => row(page, 'Ida Inner').getAttribute('aria-expanded')).toBe('false');
    expect(await names(page)).not.toContain('Dora Deep');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('Anna Alpha');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('Gina Root');
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('Kim Kite');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toBe('Gina Root');
    // One Tab stop: the focused row alone is in the tab order.
    expect(await grid(page).locator('[role="row"][tabindex="0"]').count()).toBe(1);
    await row(page, 'Ida Inner').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);
  });

  it('shows what a search or a filter finds with the uplines that lead to it, marked as context', async () => {
    const { page } = team.browser;
    await page.getByRole('searchbox', { name: 'Search partners' }).fill('Dora');
    await expect.poll(() => names(page)).toEqual(['Gina Root', 'Anna Alpha', 'Ida Inner', 'Dora Deep']);
    const rows = await shownRows(page);
    expect(rows.map((r) => r.context)).toEqual([true, true, true, false]);
    // Levels and downlines stay those of the tree.
    expect(rows.map((r) => r.level)).toEqual(['Level 0', 'Level 1', 'Level 2', 'Level 3']);
    expect(rows.map((r) => r.downline)).toEqual(['7', '3', '1', '0']);
    await page.getByRole('searchbox', { name: 'Search partners' }).fill('');
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);

    // The Filter menu's choices as well: the partners below Carl Crane, with the way up to them.
    const filterUpline = async () => {
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Carl Crane' }).click();
      await page.keyboard.press('Escape');
    };
    await filterUpline();
    await expect.poll(() => names(page)).toEqual(['Gina Root', 'Carl Crane', 'Kim Kite']);
    expect((await shownRows(page)).map((r) => r.context)).toEqual([true, true, false]);
    await filterUpline();
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);
  });

  it('exports the view in tree order with a level column', async () => {
    const { page } = team.browser;
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as CSV' }).click()]);
    const text = (await fs.readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Level', 'Name', 'Bill Date', 'Upline', 'Downline']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual(TREE_ORDER.map((name, i) => [['0', '1', '2', '3', '2', '1', '1', '2'][i], name, ['7', '3', '1', '0', '0', '0', '1', '0'][i]]));
  });

  it('keeps the choice in the user settings across a reload, and fits a phone', async () => {
    const { page } = team.browser;
    await expect
      .poll(async () => (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist.view, { timeout: 5000 })
      .toBe('genealogy');
    await page.reload();
    await grid(page).waitFor();
    expect(await page.getByRole('radio', { name: 'Genealogy' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => names(page)).toEqual(TREE_ORDER);

    // On a phone the level is a number (read out as 'Level 3').
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await shownRows(page)).map((r) => r.level)).toEqual(['0', '1', '2', '3', '2', '1', '1', '2']);
    expect(await row(page, 'Dora Deep').getByRole('gridcell').nth(1).textContent()).toBe('Level 3');
    await expectFitsPhone(page, 'the Genealogy view');
    await screenshot(page, 'teamlist-genealogy-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    // Back to the List.
    await page.getByRole('radio', { name: 'Genealogy' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'List' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('table', { name: /Partners/ }).waitFor();
    await expect
      .poll(async () => (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.teamlist.view, { timeout: 5000 })
      .toBe('list');
  });
});

describe('Teamlist: Genealogy of 100,000 partners', () => {
  /** A wide tree: 2,000 partners below the root, 49 below each of them (100,001 with the root). */
  const FIRST = 2000;
  const BELOW = 49;
  const TOTAL = 1 + FIRST * (1 + BELOW);

  it('keeps a window of rows in the page while it scrolls, and End reaches the last row', async () => {
    const owner = await app.register({ firstName: 'Vera', lastName: 'Vast' });
    const db = app.server.context.db;
    const tree = await seedTree(db, owner, { name: 'Vast Team', rootName: 'Vera Vast' });
    const first = Array.from({ length: FIRST }, (_, i) => ({ id: crypto.randomUUID(), teamtree_id: tree.teamtreeId, parent_id: tree.rootId, name: `Leader ${i + 1}`, bill_date: '2030-01-01' }));
    const below = first.flatMap((leader, i) => Array.from({ length: BELOW }, (_, k) => ({ id: crypto.randomUUID(), teamtree_id: tree.teamtreeId, parent_id: leader.id, name: `Partner ${i + 1}-${k + 1}`, bill_date: '2030-01-01' })));
    const started = Date.now();
    for (const rows of [first, below]) for (let i = 0; i < rows.length; i += 5000) await db('profiles').insert(rows.slice(i, i + 5000));
    console.log(`Seeded ${TOTAL} partners in ${Date.now() - started} ms`);
    await db('user_settings').insert({ user_id: owner.id, value: JSON.stringify({ teamlist: { visibleCols: ['name'], view: 'genealogy' } }), updated_at: db.fn.now() });

    const browser = await app.signedIn(owner, { width: 1280, height: 860 });
    try {
      const { page } = browser;
      await page.evaluate(`localStorage.setItem('teamtree.activeTreeId', ${JSON.stringify(tree.teamtreeId)})`);
      await page.goto(`${app.url}/teamlist`);
      const opened = Date.now();
      await expect.poll(() => grid(page).getAttribute('aria-rowcount'), { timeout: 60_000 }).toBe(String(TOTAL + 1));
      console.log(`Genealogy of ${TOTAL} rows shown ${Date.now() - opened} ms after navigation`);
      const rendered = () => grid(page).locator('[role="row"][data-row]').count();
      expect(await rendered()).toBeLessThan(60);

      // Scroll through a tenth of the rows, a screen per frame, and time the frames.
      const frames = await grid(page)
        .locator('[role="rowgroup"]')
        .last()
        .evaluate(async (scroller) => {
          const times: number[] = [];
          let last = performance.now();
          for (let i = 0; i < 120; i++) {
            scroller.scrollTop += scroller.clientHeight;
            await new Promise((frame) => (globalThis as unknown as { requestAnimationFrame(f: (t: number) => void): void }).requestAnimationFrame(frame));
            const now = performance.now();
            times.push(now - last);
            last = now;
          }
          return times.sort((a, b) => a - b);
        });
      console.log(`Genealogy of ${TOTAL} rows, a screen per frame: median ${frames[60].toFixed(1)} ms, p95 ${frames[114].toFixed(1)} ms`);
      expect(await rendered()).toBeLessThan(60);

      // Scrolled away from the row last focused, the grid keeps a Tab stop among the rows drawn.
      expect(await grid(page).locator('[role="row"][tabindex="0"]').count()).toBe(1);
      await grid(page).locator('[role="row"][tabindex="0"]').focus();
      await page.keyboard.press('End');
      const lastRow = grid(page).locator(`[role="row"][aria-rowindex="${TOTAL + 1}"]`);
      await lastRow.waitFor();
      expect(await lastRow.getAttribute('aria-level')).toBe('3');
      expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('aria-rowindex') ?? null")).toBe(String(TOTAL + 1));
      expect(await rendered()).toBeLessThan(60);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
