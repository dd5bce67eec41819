import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** The tree page's last spec gaps (issue 12): wheel zoom in 10% steps, and a legend of the Bill Date colours. */
const app = useApp({ clock: 'fixed' });
const team = useTeam(app, { tree: 'Zoom Team' });
beforeAll(() => openTree(team.browser.page, app.url, team.treeId));

describe('the tree page', () => {
  it('zooms with the wheel in 10% steps, like the buttons, within 30% to 200%', async () => {
    const { page } = team.browser;
    const level = page.getByTestId('zoom-level');
    // The tree opens at 80% (issue 35: names 11 px and more).
    expect(await level.innerText()).toBe('80%');
    const box = (await page.getByTestId('tree-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => level.innerText()).toBe('90%');
    await page.mouse.wheel(0, -100);
    await expect.poll(() => level.innerText()).toBe('100%');
    await page.mouse.wheel(0, 100);
    await expect.poll(() => level.innerText()).toBe('90%');
    for (let i = 0; i < 20; i += 1) await page.mouse.wheel(0, 100);
    await expect.poll(() => level.innerText()).toBe('30%');
  });

  it('explains the Bill Date colours in a legend, only in the Bill Date view', async () => {
    const { page } = team.browser;
    expect(await page.getByRole('region', { name: 'Bill date colours' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Bill Date' }).click();
    const legend = page.getByRole('region', { name: 'Bill date colours' });
    await legend.waitFor();
    expect(await legend.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Active'),
      expect.stringContaining('Soon'),
      expect.stringContaining('Inactive'),
      expect.stringContaining('No Bill'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'tree-bill-date-legend-1024');
  });
});
