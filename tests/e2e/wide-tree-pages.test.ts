import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_ROW, blockCellX, blockColumns } from '../../desktop/renderer/src/screens/teamtree/tree/compact-tree';
import type { TestUser } from '../support/accounts';
import { seedTree } from '../support/seed';
import { restingBox } from './support/resting-box';
import { selectPartner } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Very wide teams in the compact layout (issue 35): a team beyond 500 is drawn a page at a time
 * behind a 'Show 500 more (… left)' node (a click or Enter on the canvas, or its button in the
 * profile list, draws the next page; a link to a partner on a later page draws the pages up to
 * them); a drag-and-drop move inside a compact block; a live add into a block on a second page,
 * seen by a second browser without the rest of the tree moving. The canvas tells how many
 * partners it draws in `data-drawn-partners`.
 */
const app = useApp({ clock: 'real' });
const SIZE = { width: 1440, height: 900 };
/** The zoom a tree opens at. */
const K = 0.8;
let owner: TestUser;

/** A tree whose root has `count` partners without a team, written straight into the database; answers them in the order the tree lists them. */
async function wideTree(name: string, count: number): Promise<{ treeId: string; rootName: string; children: { id: string; name: string }[] }> {
  const db = app.server.context.db;
  const rootName = `${name} Root`;
  const tree = await seedTree(db, owner, { name, rootName });
  const rows = Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), teamtree_id: tree.teamtreeId, parent_id: tree.rootId, name: `${name} ${String(i + 1).padStart(4, '0')}`, bill_date: '2030-01-01' }));
  for (let i = 0; i < rows.length; i += 500) await db('profiles').insert(rows.slice(i, i + 500));
  const status = await app.api.get(`/api/teamtree/status?teamtreeId=${tree.teamtreeId}`, { token: owner.access });
  const children = (status.body.teamtree.profiles as { id: string; name: string; parentId: string | null }[]).filter((p) => p.parentId === tree.rootId);
  return { treeId: tree.teamtreeId, rootName, children };
}

async function openTree(page: Page, treeId: string, partnerId?: string): Promise<void> {
  await page.goto(`${app.url}/teamtree?teamtreeId=${treeId}${partnerId ? `&partnerId=${partnerId}` : ''}`);
  await page.getByTestId('tree-canvas').waitFor();
}

/** How many partners the canvas draws. */
const drawn = (page: Page) => page.getByTestId('tree-canvas').getAttribute('data-drawn-partners').then(Number);
/** The 'Show more' button of the profile list (the canvas's nodes for screen readers). */
const moreButton = (page: Page) => page.getByRole('button', { name: /^Show \d+ more \([\d,]+ left\) below / });

/** The centre of a partner on screen, from its action buttons (centred 6 px below its 48 px box) once the view rests; selected first unless it is. */
async function centreOf(page: Page, name: string, selected = false): Promise<[number, number]> {
  if (!selected) await selectPartner(page, name);
  const box = await restingBox(page.getByRole('toolbar', { name: `Actions for ${name}` }));
  return [box.x + box.width / 2, box.y - 6 - 24 * K];
}

/** Where cell `to` of a compact block of `cells` stands on screen from cell `from`. */
function cellOffset(cells: number, from: number, to: number): [number, number] {
  const columns = blockColumns(cells);
  const row = (k: number) => Math.floor(k / columns);
  return [(blockCellX(to, columns) - blockCellX(from, columns)) * K, (row(to) - row(from)) * BLOCK_ROW * K];
}

beforeAll(async () => {
  owner = await app.register({ firstName: 'Paula', lastName: 'Pages' });
});

describe("'Show 500 more' under a partner with 1,100 partners", () => {
  let tree: Awaited<ReturnType<typeof wideTree>>;
  beforeAll(async () => {
    tree = await wideTree('Paged', 1_100);
  });

  it('draws the first 500, then the next page by a click on the node and the last by Enter on it', async () => {
    const { page } = await app.signedIn(owner, SIZE);
    // Opened on the 500th partner (the profile list holds the first 100 until asked for more).
    await openTree(page, tree.treeId, tree.children[499].id);
    await expect.poll(() => drawn(page)).toBe(1 + 500);
    await expect.poll(() => moreButton(page).textContent()).toBe(`Show 500 more (600 left) below ${tree.rootName}`);
    // The node stands in the block after the 500th partner: a click on it draws the next page.
    const [x, y] = await centreOf(page, tree.children[499].name, true);
    const [dx, dy] = cellOffset(501, 499, 500);
    await page.mouse.click(x + dx, y + dy);
    await expect.poll(() => drawn(page)).toBe(1 + 1_000);
    await expect.poll(() => moreButton(page).textContent()).toBe(`Show 100 more (100 left) below ${tree.rootName}`);
    // The click left the keyboard on it: Enter draws the rest, and the node is gone.
    await page.keyboard.press('Enter');
    await expect.poll(() => drawn(page)).toBe(1 + 1_100);
    expect(await moreButton(page).count()).toBe(0);
  });

  it("is a button of the profile list too, and a link to a partner on the second page draws the pages up to them", async () => {
    const { page } = await app.signedIn(owner, SIZE);
    await openTree(page, tree.treeId);
    await moreButton(page).dispatchEvent('click');
    await expect.poll(() => drawn(page)).toBe(1 + 1_000);

    const second = await app.signedIn(owner, SIZE);
    const target = tree.children[777];
    await openTree(second.page, tree.treeId, target.id);
    // Selected, drawn (its buttons show under it) and the first two pages drawn.
    await restingBox(second.page.getByRole('toolbar', { name: `Actions for ${target.name}` }));
    await expect.poll(() => drawn(second.page)).toBe(1 + 1_000);
    await expect.poll(() => moreButton(second.page).textContent()).toBe(`Show 100 more (100 left) below ${tree.rootName}`);
  });
});

describe('a compact block', () => {
  it('moves a partner by drag and drop onto another partner of the same block', async () => {
    const tree = await wideTree('Block', 10);
    const { page } = await app.signedIn(owner, SIZE);
    await openTree(page, tree.treeId);
    const [first, second] = tree.children;
    const [x, y] = await centreOf(page, first.name);
    const [dx, dy] = cellOffset(10, 0, 1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 8 });
    await expect.poll(() => page.getByTestId('drag-hint').innerText()).toBe(`Move under ${second.name}`);
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Move partner' });
    await dialog.getByText(`Move ${first.name} under ${second.name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Select ${first.name} (upline ${second.name})`, includeHidden: true }).waitFor({ state: 'attached' });
    const status = await app.api.get(`/api/teamtree/status?teamtreeId=${tree.treeId}`, { token: owner.access });
    expect(status.body.teamtree.profiles.find((p: { id: string }) => p.id === first.id).parentId).toBe(second.id);
  });
});

describe('a live add into a block on a second page', () => {
  it('joins the block in a second browser that draws that page, and the rest of the tree stays where it was', async () => {
    const tree = await wideTree('Live', 600);
    const adder = (await app.signedIn(owner, SIZE)).page;
    const watcher = (await app.signedIn(owner, SIZE)).page;
    await openTree(adder, tree.treeId);
    await openTree(watcher, tree.treeId);
    await moreButton(watcher).dispatchEvent('click');
    await expect.poll(() => drawn(watcher)).toBe(1 + 600);
    const rootBefore = await centreOf(watcher, tree.rootName);

    await selectPartner(adder, tree.rootName);
    await adder.getByRole('button', { name: `Add child to ${tree.rootName}` }).click();
    const dialog = adder.getByRole('dialog', { name: 'Create Partner' });
    await dialog.locator('input[name="name"]').fill('Live Newcomer');
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The watcher draws the second page: the newcomer joins the block there.
    await expect.poll(() => drawn(watcher)).toBe(1 + 601);
    const rootAfter = await restingBox(watcher.getByRole('toolbar', { name: `Actions for ${tree.rootName}` }));
    expect(rootAfter.x + rootAfter.width / 2).toBeCloseTo(rootBefore[0], 0);
    expect(rootAfter.y - 6 - 24 * K).toBeCloseTo(rootBefore[1], 0);
    // The adder draws the first page only: one more left behind its node.
    await expect.poll(() => moreButton(adder).textContent()).toBe(`Show 101 more (101 left) below ${tree.rootName}`);
    expect(await drawn(adder)).toBe(1 + 500);
  });
});
