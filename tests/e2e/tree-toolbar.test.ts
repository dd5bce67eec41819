import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The wide tree toolbar (issue 24 item 7): one row of controls from 1,280 px on, on a solid
 * bar above the canvas (so it covers no node), with 'Live' and who is here; the overview map
 * hides and remembers it, and moves to the other corner rather than cover the selected partner.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Toolbar Team with a rather long name',
  root: 'Root Rosa',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    for (const name of ['Anna', 'Bert', 'Carl']) await planted.addPartner(name);
  },
  browser: { width: 1280, height: 800 },
});

/** The toolbar's controls: their tops (one row: one top), and the bar's and the canvas's boxes. */
async function toolbarBoxes(page: Page) {
  const controls = page.getByTestId('tree-toolbar-controls');
  const boxes = await Promise.all((await controls.locator(':scope > *').all()).map((child) => child.boundingBox()));
  const bar = (await page.getByRole('region', { name: 'Tree toolbar' }).boundingBox())!;
  const canvas = (await page.getByTestId('tree-canvas').boundingBox())!;
  const right = (await controls.boundingBox())!;
  return {
    tops: [...new Set(boxes.map((box) => Math.round(box!.y)))],
    barBottom: bar.y + bar.height,
    canvasTop: canvas.y,
    controlsRight: right.x + right.width,
    width: page.viewportSize()!.width,
  };
}

describe('the wide tree toolbar', () => {
  it('keeps its controls in one row above the canvas at 1,280 and 1,440 px, with Live and who is here', async () => {
    const { page } = team.browser;
    // Someone arriving ('Live' and an avatar appear) never moves the canvas.
    await openTree(page, app.url, team.treeId);
    const alone = (await page.getByTestId('tree-canvas').boundingBox())!.y;
    await openTree(team.memberBrowser.page, app.url, team.treeId);
    await page.getByRole('status').filter({ hasText: 'Live (2 aktive Nutzer)' }).waitFor();
    expect((await page.getByTestId('tree-canvas').boundingBox())!.y).toBe(alone);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await openTree(page, app.url, team.treeId);
      await page.getByRole('status').filter({ hasText: 'Live (2 aktive Nutzer)' }).waitFor();
      const boxes = await toolbarBoxes(page);
      expect(boxes.tops, `${width} px`).toHaveLength(1);
      expect(boxes.barBottom, `${width} px`).toBeLessThanOrEqual(boxes.canvasTop);
      expect(boxes.controlsRight).toBeLessThanOrEqual(boxes.width);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('remembers a hidden map after a reload', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByTestId('overview-map').waitFor();
    await page.getByRole('button', { name: 'Hide map' }).click();
    await page.getByTestId('overview-map').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Show map' }).waitFor();
    expect(await page.getByTestId('overview-map').count()).toBe(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await page.getByTestId('overview-map').waitFor();
  });

  it('moves the map to the other corner when the selected partner is under it', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const corner = page.getByTestId('map-corner');
    await page.getByTestId('overview-map').waitFor();
    expect(await corner.getAttribute('data-side')).toBe('right');
    await selectPartner(page, 'Carl');
    const actions = page.getByRole('toolbar', { name: 'Actions for Carl' });
    const map = (await page.getByTestId('overview-map').boundingBox())!;
    const canvas = (await page.getByTestId('tree-canvas').boundingBox())!;
    // Drag the canvas so that Carl lands on the map's spot.
    const node = (await actions.boundingBox())!;
    const [fromX, fromY] = [canvas.x + 40, canvas.y + 40];
    await page.mouse.move(fromX, fromY);
    await page.mouse.down();
    await page.mouse.move(fromX + (map.x + map.width / 2 - (node.x + node.width / 2)), fromY + (map.y + map.height / 2 - node.y), { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => corner.getAttribute('data-side')).toBe('left');
  });
});
