import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import type { TestServer } from '../support/test-server';
import { signedInBrowser, startAppServer } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { openTree, plantTree } from './support/trees';

/** The tree page's last spec gaps (issue 12): wheel zoom in 10% steps, and a legend of the Bill Date colours. */
let server: TestServer;
let owner: TestUser;
let browser: TestBrowser;
let treeId = '';

beforeAll(async () => {
  server = await startAppServer();
  const api = new ApiClient(server.url);
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  ({ treeId } = await plantTree(api, owner, 'Zoom Team'));
  browser = await signedInBrowser(server.url, owner);
  await openTree(browser.page, server.url, treeId);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the tree page', () => {
  it('zooms with the wheel in 10% steps, like the buttons, within 30% to 200%', async () => {
    const { page } = browser;
    const level = page.getByTestId('zoom-level');
    expect(await level.innerText()).toBe('100%');
    const box = (await page.getByTestId('tree-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => level.innerText()).toBe('110%');
    await page.mouse.wheel(0, -100);
    await expect.poll(() => level.innerText()).toBe('120%');
    await page.mouse.wheel(0, 100);
    await expect.poll(() => level.innerText()).toBe('110%');
    for (let i = 0; i < 20; i += 1) await page.mouse.wheel(0, 100);
    await expect.poll(() => level.innerText()).toBe('30%');
  });

  it('explains the Bill Date colours in a legend, only in the Bill Date view', async () => {
    const { page } = browser;
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
