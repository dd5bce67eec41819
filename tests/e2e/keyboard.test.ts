import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** Keyboard paths of issue 12: a skip link, the partner list as one Tab stop, focus back where a dialog was opened. */
const app = useApp({ clock: 'fixed' });
const team = useTeam(app, {
  tree: 'Keys Team',
  root: 'Root Rita',
  seed: async (planted) => {
    for (const name of ['Anna', 'Bert', 'Carla', 'Dora', 'Emil']) await planted.addPartner(name);
  },
});

const focused = (page: Page) => page.evaluate<string>("(document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || document.activeElement?.id || '').trim()");

describe('keyboard', () => {
  it("the first Tab reaches 'Skip to content', which moves on to the page", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('heading', { name: 'Teamlist' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('main');
  });

  it('the partner list behind the canvas is one Tab stop, visible while it has focus, moved through with the arrow keys', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByTestId('tree-canvas').focus();
    // Past the tree's own controls, the list: reached within a few Tab presses.
    for (let i = 0; i < 12 && !/^Select /.test(await focused(page)); i += 1) await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^Select /);
    const first = await focused(page);
    const panel = page.getByRole('heading', { name: /Profiles in this TeamTree/ });
    expect((await panel.boundingBox())!.width).toBeGreaterThan(50);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'tree-partner-list-focused-1024');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).not.toBe(first);
    expect(await focused(page)).toMatch(/^Select /);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^Select /);
  });

  it('closing a dialog puts the focus back on what opened it', async () => {
    const { page } = team.browser;
    await selectPartner(page, 'Anna');
    const edit = page.getByRole('button', { name: 'Edit Anna' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back as its focus scope unmounts, just after the dialog leaves the page.
    await expect.poll(() => edit.evaluate((el) => el === el.ownerDocument.activeElement), { timeout: 2000 }).toBe(true);
  });
});
