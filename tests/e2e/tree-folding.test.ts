import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';
import { restingBox } from './support/resting-box';

/**
 * Folding teams on the tree page (issue 13, item 2): a partner's team collapsed and expanded
 * from its buttons, its '+N' mark and the keyboard; 'Expand all' and 'Collapse to level N';
 * the folds kept in the user's settings; search opening folded teams. At 1024 px.
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const ids = new Map<string, string>();
const team = useTeam(app, {
  tree: 'Fold Team',
  owner: { firstName: 'Fiona', lastName: 'Folder' },
  seed: async (planted) => {
    const add = async (name: string, parent: string) => ids.set(name, await planted.addPartner(name, ids.get(parent)));
    ids.set('root', planted.rootId);
    // Leader 1: four partners; Leader 2: two, one with a partner of her own; Leader 3: none.
    for (let l = 1; l <= 3; l += 1) await add(`Leader ${l}`, 'root');
    for (let p = 1; p <= 4; p += 1) await add(`Partner 1-${p}`, 'Leader 1');
    for (let p = 1; p <= 2; p += 1) await add(`Partner 2-${p}`, 'Leader 2');
    await add('Quentin Deep', 'Partner 2-1');
  },
});

const announced = (page: Page) => page.locator('p[aria-live="polite"]').innerText();
const storedFold = async () => (await api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.trees?.[team.treeId];

describe('collapsing and expanding teams', () => {
  it("collapses a partner's team from its buttons, shows how many it hides, and keeps it in the settings", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Leader 1');
    await page.getByRole('button', { name: 'Collapse the team of Leader 1' }).click();
    const expand = page.getByRole('button', { name: 'Expand the team of Leader 1: +4 hidden' });
    await expand.waitFor();
    expect(await expand.innerText()).toBe('+4');
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => announced(page)).toBe('Collapsed the team of Leader 1: 4 partners hidden');
    await expect.poll(storedFold).toEqual({ level: null, collapsed: [ids.get('Leader 1')], expanded: [] });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'tree-folded-team-1024');
    // Kept across a reload.
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Leader 1');
    await page.getByRole('button', { name: 'Expand the team of Leader 1: +4 hidden' }).waitFor();
  });

  it("opens a collapsed team by clicking its '+N' mark on the canvas", async () => {
    const { page } = team.browser;
    // The mark sits just below the node, centred, and the selected partner's buttons below the mark (22 px high, 6 px apart at 100%).
    // Read where the buttons are once they stand still (the view may still be settling from the last step).
    const actions = await restingBox(page.getByRole('toolbar', { name: 'Actions for Leader 1' }));
    const canvas = page.getByTestId('tree-canvas');
    await canvas.focus();
    await canvas.press('Escape');
    await page.getByRole('toolbar', { name: 'Actions for Leader 1' }).waitFor({ state: 'detached' });
    // The canvas takes the deselection in its next frames: click once they have run.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.mouse.click(actions.x + actions.width / 2, actions.y - 6 - 11);
    await expect.poll(() => announced(page)).toBe('Expanded the team of Leader 1');
    await expect.poll(storedFold).toBeUndefined();
  });

  it('folds and opens the focused partner with - and + on the keyboard', async () => {
    const { page } = team.browser;
    const canvas = page.getByTestId('tree-canvas');
    await canvas.press('Home');
    await canvas.press('ArrowDown'); // the middle leader
    await canvas.press('-');
    await expect.poll(() => announced(page)).toBe('Collapsed the team of Leader 2: 3 partners hidden');
    await canvas.press('+');
    await expect.poll(() => announced(page)).toBe('Expanded the team of Leader 2');
  });

  it("'Collapse to level N' and 'Expand all'", async () => {
    const { page } = team.browser;
    const viewMenu = page.getByRole('button', { name: 'View', exact: true });
    const expandAll = page.getByRole('menuitem', { name: 'Expand all' });
    await viewMenu.click();
    expect(await expandAll.getAttribute('aria-disabled')).toBe('true');
    // The root is level 0: 'Collapse to level 1' shows the root and its partners, stored as 2 levels shown.
    await page.getByRole('menuitem', { name: 'Collapse to level 1' }).click();
    await expect.poll(() => announced(page)).toBe('Teams collapsed to level 1');
    await selectPartner(page, 'Leader 2');
    await page.getByRole('button', { name: 'Expand the team of Leader 2: +3 hidden' }).waitFor();
    await expect.poll(storedFold).toEqual({ level: 2, collapsed: [], expanded: [] });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'tree-collapsed-to-level-1024');
    await viewMenu.click();
    await expandAll.click();
    await expect.poll(() => announced(page)).toBe('All teams expanded');
    await page.getByRole('button', { name: 'Collapse the team of Leader 2' }).waitFor();
    await viewMenu.click();
    expect(await expandAll.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('finding a partner inside a folded team opens the teams above them and brings them into view', async () => {
    const { page } = team.browser;
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Collapse to level 0' }).click();
    await expect.poll(() => announced(page)).toBe('Teams collapsed to level 0');
    const search = page.getByRole('combobox', { name: 'Find partner' });
    await search.fill('Quentin');
    await page.getByRole('listbox', { name: 'Matching partners' }).getByRole('option', { name: /Quentin Deep/ }).waitFor();
    await search.press('Enter');
    const actions = page.getByRole('toolbar', { name: 'Actions for Quentin Deep' });
    await actions.waitFor();
    const canvas = (await page.getByTestId('tree-canvas').boundingBox())!;
    const box = (await actions.boundingBox())!;
    expect(box.y).toBeGreaterThan(canvas.y);
    expect(box.y + box.height).toBeLessThan(canvas.y + canvas.height);
    const opened = [ids.get('root'), ids.get('Leader 2'), ids.get('Partner 2-1')].sort();
    await expect.poll(async () => [...((await storedFold())?.expanded ?? [])].sort()).toEqual(opened);
    expect(await storedFold()).toMatchObject({ level: 1, collapsed: [] });
    await selectPartner(page, 'Leader 1');
    await page.getByRole('button', { name: 'Expand the team of Leader 1: +4 hidden' }).waitFor();
  });
});
