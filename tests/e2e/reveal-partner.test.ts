import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { birthdayIn, FIXED_TODAY } from './support/fixed-clock';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Going to a partner always shows them (issue 24, item 2): with 'Collapse to level 0' saved (only
 * the root shown), a link into the tree from Teambars, the Teamlist, Today, the dashboard's day
 * popup or the bell opens the teams above
 * the partner, selects them and brings them into the canvas; the opened path is kept in the saved
 * folds like a team opened by hand, the rest stays folded.
 */
const app = useApp({ clock: 'fixed' });
const ids = new Map<string, string>();
const team = useTeam(app, {
  tree: 'Reveal Team',
  root: 'Rita Root',
  // Each case signs in afresh: a page that has not read the settings yet (the folds arrive after the tree).
  browser: false,
  seed: async (planted) => {
    const add = async (name: string, parent: string, extra: Record<string, unknown> = {}) => ids.set(name, await planted.addPartner(name, ids.get(parent), extra));
    ids.set('Rita Root', planted.rootId);
    // Wide first levels, so the deep partner sits far from where the root is drawn.
    for (let l = 1; l <= 6; l += 1) await add(`Leader ${l}`, 'Rita Root');
    for (let p = 1; p <= 5; p += 1) await add(`Partner 6-${p}`, 'Leader 6');
    await add('Deep Dora', 'Partner 6-5', { birthday: birthdayIn(0, 30) });
  },
});

const api = app.api;
const fold = { level: 1, collapsed: [], expanded: [] };
const storedFold = async () => (await api.get('/api/user/settings', { token: team.owner.access })).body.settings.value.trees?.[team.treeId];

/** 'Collapse to level 0' (the root alone: one level shown, `level: 1`) saved for the tree, as the toolbar saves it. */
async function collapseToRoot(): Promise<void> {
  const res = await api.post(
    '/api/user/settings',
    { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'billDate', 'upline'] }, trees: { [team.treeId]: fold } } } },
    { token: team.owner.access },
  );
  expect(res.status).toBe(200);
}

let opened: TestBrowser | undefined;

/** A browser signed in as the owner on `path`, whose page has read nothing yet (closed after the test). */
async function freshPage(path: string): Promise<Page> {
  const browser = await app.signedIn(team.owner);
  opened = browser;
  await browser.page.goto(`${app.url}${path}`);
  return browser.page;
}

/** Deep Dora is selected, and her node (the actions under it) is inside the canvas. */
async function expectDoraShown(page: Page): Promise<void> {
  await page.waitForURL(`**/teamtree?teamtreeId=${team.treeId}&partnerId=${ids.get('Deep Dora')}`);
  const actions = page.getByRole('toolbar', { name: 'Actions for Deep Dora' });
  await actions.waitFor();
  const canvas = (await page.getByTestId('tree-canvas').boundingBox())!;
  // The view may still be gliding to her: wait until her actions stand inside the canvas.
  await expect
    .poll(async () => {
      const box = await actions.boundingBox();
      return !!box && box.x >= canvas.x && box.x + box.width <= canvas.x + canvas.width && box.y >= canvas.y && box.y + box.height <= canvas.y + canvas.height;
    })
    .toBe(true);
  // The teams above her are opened and kept; the other leaders' teams stay folded.
  const path = ['Rita Root', 'Leader 6', 'Partner 6-5'].map((name) => ids.get(name)).sort();
  await expect.poll(async () => [...((await storedFold())?.expanded ?? [])].sort()).toEqual(path);
  expect(await storedFold()).toMatchObject({ level: 1, collapsed: [] });
}

describe('going to a partner inside folded teams', () => {
  beforeEach(collapseToRoot);
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('from a Teambars card', async () => {
    const page = await freshPage('/teambars');
    await page.getByRole('link', { name: 'Deep Dora' }).click();
    await expectDoraShown(page);
  });

  it('from the Teamlist', async () => {
    const page = await freshPage('/teamlist');
    await page.getByRole('link', { name: 'Deep Dora' }).click();
    await expectDoraShown(page);
  });

  it('from Today', async () => {
    const page = await freshPage('/today');
    await page.getByRole('list', { name: 'Birthdays' }).getByRole('link', { name: /^Deep Dora/ }).click();
    await expectDoraShown(page);
  });

  it("from the dashboard's day popup", async () => {
    const page = await freshPage('/dashboard');
    await page.locator(`button[data-date="${FIXED_TODAY}"]`).click();
    await page.getByRole('dialog').getByRole('region', { name: 'Geburtstage' }).getByRole('link', { name: 'Deep Dora' }).click();
    await expectDoraShown(page);
  });

  it('from the bell', async () => {
    const page = await freshPage('/teambars');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: /^Deep Dora/ }).click();
    await expectDoraShown(page);
  });
});
