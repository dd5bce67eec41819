import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/accounts';
import { seriousViolations } from './support/axe';
import { screenshotThemes, setTheme } from './support/browser';
import { addPartner, joinAsReader, openTree, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Spec section 4: 'If needsProfileLink is true, the Join Tree panel forces choosing one's own
 * profile.' While something can be chosen the tree column is inert under a mask and the focus
 * is in the panel; the app around it stays usable. At 1024 px, light and dark.
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
let owner: TestUser;
let joiner: TestUser;
let editor: TestUser;

beforeAll(async () => {
  owner = await app.register({ firstName: 'Olga', lastName: 'Owner' });
  joiner = await app.register({ firstName: 'Jana', lastName: 'Joiner' });
  editor = await app.register({ firstName: 'Edda', lastName: 'Editor' });
}, 180_000);

const browserOf = async (user: TestUser): Promise<Page> => (await app.signedIn(user)).page;

/** In the page: is the focused element inside an inert subtree (or nothing focused)? */
const focusInInert = (page: Page) => page.evaluate<boolean>("document.activeElement?.closest('[inert]') != null");
/** The topmost element at a point of the canvas (fractions of its size), and whether it lies in the mask. */
const maskAt = (page: Page, fx: number, fy: number) =>
  page.evaluate<boolean>(`(() => {
    const r = document.querySelector('[data-testid="tree-canvas"]').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width * ${fx}, r.top + r.height * ${fy});
    return hit?.closest('[data-testid="select-yourself-mask"]') != null;
  })()`);

/** Where the root is drawn when the tree opens (centred at the top: its top 80 px down, 38 px high at 80%), in page pixels. */
async function rootPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('tree-canvas').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + 80 + 19 };
}

describe("'Select yourself!' forces the choice", () => {
  it('a member who joined by link chooses their profile before the tree opens; the app around stays usable', async () => {
    const { treeId } = await plantTree(api, owner, 'Choice Team', 'Root Rita');
    const rootId = (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access })).body.teamtree.profiles[0].id;
    await addPartner(api, owner, treeId, rootId, 'Anna');
    await addPartner(api, owner, treeId, rootId, 'Bert');
    const link = await api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });

    // Joining by the link: request, the owner approves, the page lands on the tree.
    const page = await browserOf(joiner);
    await page.goto(`${app.url}/join/${link.body.shareLink.token}`);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await page.waitForURL('**/join/waiting?*');
    const requests = await api.get(`/api/teamtree/join-requests?teamtreeId=${treeId}`, { token: owner.access });
    await api.post('/api/teamtree/join-requests', { requestId: requests.body.requests[0].id, action: 'approve' }, { token: owner.access });
    await page.waitForURL(`**/teamtree?teamtreeId=${treeId}`);

    const panel = page.getByRole('complementary', { name: 'Select yourself!' });
    await panel.getByLabel('Anna').waitFor();
    await page.getByTestId('select-yourself-mask').waitFor();
    // The focus is in the panel, the tree column is inert and the mask lies over it.
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('select-yourself-search');
    expect(await page.getByTestId('tree-canvas').evaluate((canvas) => canvas.closest('[inert]') !== null)).toBe(true);
    expect(await maskAt(page, 0.5, 1 / 3)).toBe(true);
    expect(await maskAt(page, 0.05, 0.03)).toBe(true);
    // Tab goes round the panel and the app's frame, never into the tree.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInInert(page)).toBe(false);
    }
    await page.evaluate(`document.querySelector('[data-testid="tree-canvas"]').focus()`);
    expect(await page.evaluate<string | undefined>("document.activeElement?.getAttribute('data-testid') ?? undefined")).not.toBe('tree-canvas');
    // A click on the root reaches the mask, not the node.
    const root = await rootPoint(page);
    await page.mouse.click(root.x, root.y);
    expect(await page.getByRole('toolbar', { name: 'Actions for Root Rita' }).count()).toBe(0);

    // Light and dark: no serious or critical axe violation; screenshots of the masked tree.
    for (const dark of [false, true]) {
      await setTheme(page, dark);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/select-yourself-${dark ? 'dark' : 'light'}.png` });
    }
    await setTheme(page, false);
    await screenshotThemes(page, 'select-yourself-forced-1024');

    // The app's navigation still works, and the tree still waits on coming back.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'TeamTree' }).click();
    await panel.getByLabel('Anna').waitFor();
    await page.getByTestId('select-yourself-mask').waitFor();

    // Choosing and joining opens the tree at once: no reload, the canvas has the focus.
    await panel.getByRole('button', { name: 'Join' }).click();
    await panel.getByText('Please select a profile first').waitFor();
    await panel.getByLabel('Anna').check();
    await panel.getByRole('button', { name: 'Join' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('select-yourself-mask').count()).toBe(0);
    expect(await page.locator('[inert]').count()).toBe(0);
    await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.getAttribute('data-testid') ?? undefined")).toBe('tree-canvas');
    // The tree stays where it was when the panel goes (the canvas only grows to the right).
    await page.mouse.click(root.x, root.y);
    await page.getByRole('toolbar', { name: 'Actions for Root Rita' }).waitFor();
    // A reading member: the muted buttons answer with the spec's alert, 'Details' reads.
    await page.getByRole('button', { name: 'Edit Root Rita' }).click();
    await page.getByRole('alert').filter({ hasText: 'You do not have permission to edit profiles.' }).waitFor();
    await page.getByRole('button', { name: 'Details of Root Rita' }).click();
    await page.getByRole('dialog', { name: 'Root Rita' }).waitFor();
  });

  it('leaves the tree usable when every profile is linked by another member, so an editor can add their own', async () => {
    const { treeId } = await plantTree(api, owner, 'Full Team', 'Root Rolf');
    const memberId = await joinAsReader(api, owner, editor, treeId);
    expect((await api.put('/api/teamtree/share', { memberId, permission: 'EDIT' }, { token: owner.access })).status).toBe(200);
    const page = await browserOf(editor);
    await openTree(page, app.url, treeId);
    const panel = page.getByRole('complementary', { name: 'Select yourself!' });
    await panel.getByText('Every profile is linked to a member already. Ask the owner to add yours.').waitFor();
    expect(await page.getByTestId('select-yourself-mask').count()).toBe(0);
    expect(await page.locator('[inert]').count()).toBe(0);
    const root = await rootPoint(page);
    await page.mouse.click(root.x, root.y);
    await page.getByRole('button', { name: 'Add child to Root Rolf' }).click();
    const create = page.getByRole('dialog', { name: 'Create Partner' });
    await create.waitFor();
    await screenshotThemes(page, 'select-yourself-nothing-free-1024');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
  });
});
