import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { signUpThroughUi } from './support/app';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'fixed' });
const api = app.api;
let owner: TestBrowser;
let joiner: TestBrowser;
let joinerUser: TestUser;
let treeId = '';
let inviteUrl = '';

beforeAll(async () => {
  joinerUser = await app.register({ firstName: 'Jonas', lastName: 'Joiner' });
  owner = await app.openBrowser();
  joiner = await app.openBrowser({ colorScheme: 'dark' });
});

const accessOf = (page: Page) => page.evaluate<string>("localStorage.getItem('teamtree.access')");

async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('dialog').waitFor();
}

describe('creating a TeamTree', () => {
  it('shows the dashboard banner, validates the create form and enforces the plan limit', async () => {
    const { page } = owner;
    await signUpThroughUi(page, app.url, { firstName: 'Olga', lastName: 'Owner' });
    await page.getByText('No TeamTree found').waitFor();
    await screenshotThemes(page, 'dashboard-empty');
    await page.getByRole('button', { name: 'Go to TeamTree' }).click();
    await page.waitForURL('**/teamtree');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByText('No TeamTrees').waitFor();
    await page.getByRole('menuitem', { name: 'Plant new TeamTree' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const plant = dialog.getByRole('button', { name: 'Plant' });
    expect(await plant.isDisabled()).toBe(true);
    await dialog.locator('input[name="name"]').focus();
    await dialog.locator('input[name="billDate"]').focus();
    await dialog.getByText('Dieses Feld ist erforderlich.').first().waitFor();
    await dialog.locator('input[name="name"]').fill('Alpha Team');
    expect(await plant.isDisabled()).toBe(true);
    await dialog.locator('input[name="billDate"]').fill('2030-05-17');
    expect(await plant.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByLabel('Category 1 title').fill('  rank ');
    await dialog.getByLabel('Category 1 title').blur();
    expect(await dialog.getByLabel('Category 1 title').inputValue()).toBe('Rank');
    await dialog.getByLabel('Category 1 option').fill('gold');
    await dialog.getByLabel('Category 1 option').blur();
    expect(await dialog.getByLabel('Category 1 option').inputValue()).toBe('Gold');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByText('You have reached the category limit for your BASIC plan (1 categories). Upgrade to add more!').waitFor();
    await dialog.locator('input[name="token"]').fill('something');
    await screenshotThemes(page, 'create-join-modal');
    // Closing with unsaved input asks first.
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Ungespeicherte Änderungen' }).waitFor();
    await confirm.getByText('Du hast ungespeicherte Änderungen. Wirklich schließen ohne Speichern?').waitFor();
    await screenshotThemes(page, 'unsaved-changes');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.locator('input[name="token"]').fill('');
    await plant.click();
    await page.waitForURL('**/teamtree?teamtreeId=*');
    treeId = new URL(page.url()).searchParams.get('teamtreeId')!;
    await page.getByRole('heading', { name: 'Alpha Team' }).waitFor();
    const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: await accessOf(page) });
    expect(status.body.teamtree.profiles[0].categories).toEqual([{ name: 'Rank', value: 'Gold' }]);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const item = page.getByRole('menuitemcheckbox', { name: 'Alpha Team' });
    expect(await item.getAttribute('aria-checked')).toBe('true');
    await screenshotThemes(page, 'profile-menu');
    await page.keyboard.press('Escape');
  });
});

describe('inviting, approving and managing a member', () => {
  it('a signed-out invitee signs in from the link, requests to join, and lands on the tree when approved', async () => {
    const { page } = owner;
    await openShare(page);
    await page.getByRole('button', { name: 'Generate Share Link' }).click();
    inviteUrl = await page.locator('input[name="shareLink"]').inputValue();
    expect(inviteUrl).toMatch(/\/join\/[^/]+$/);
    await page.getByText('Pending Requests (0)').waitFor();

    const j = joiner.page;
    await j.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, app.url));
    await j.waitForURL('**/auth/signin?returnUrl=*');
    expect(decodeURIComponent(j.url())).toContain('returnUrl=/join/');
    await j.fill('input[name="email"]', joinerUser.email);
    await j.fill('input[name="password"]', joinerUser.password);
    await j.click('button[type="submit"]');
    await j.waitForURL('**/join/request/*');
    await j.getByTestId('join-tree-name').getByText('Alpha Team').waitFor();
    await j.getByText('Owner: Olga Owner').waitFor();
    await screenshotThemes(j, 'join-request');
    await j.getByRole('button', { name: 'Request to Join' }).click();
    await j.waitForURL('**/join/waiting?*');
    await j.getByText('Waiting for Approval').waitFor();
    await screenshotThemes(j, 'join-waiting');

    // The owner's open Share modal shows the request live.
    await page.getByText('Pending Requests (1)').waitFor();
    await page.getByText('Jonas Joiner').waitFor();
    await screenshotThemes(page, 'share-modal');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Pending Requests (0)').waitFor();

    await j.waitForURL(`**/teamtree?teamtreeId=${treeId}`);
    await j.getByRole('heading', { name: 'Alpha Team' }).waitFor();
    await j.getByText('Select yourself!').waitFor();
  });

  it("the joiner must pick a profile in 'Select yourself!'", async () => {
    const j = joiner.page;
    const ownerToken = await accessOf(owner.page);
    const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: ownerToken });
    const root = status.body.teamtree.profiles[0];
    const created = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: root.id, name: 'Jonas Joiner', billDate: '2031-01-01' }, { token: ownerToken });
    expect(created.status).toBe(201);
    await j.reload();
    await j.getByText('Select yourself!').waitFor();
    const panel = j.getByRole('complementary', { name: 'Select yourself!' });
    await panel.getByRole('button', { name: 'Join' }).click();
    await panel.getByText('Please select a profile first').waitFor();
    await screenshotThemes(j, 'select-yourself');
    await panel.getByLabel('Jonas Joiner').check();
    await panel.getByRole('button', { name: 'Join' }).click();
    await j.getByText('Select yourself!').waitFor({ state: 'detached' });
  });

  it('opening the invite again as a member shows the message and goes to the tree after 2 seconds', async () => {
    const j = joiner.page;
    await j.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, app.url));
    await j.getByRole('button', { name: 'Request to Join' }).click();
    await j.getByText('You are already a member of this TeamTree.').waitFor();
    const started = Date.now();
    await j.waitForURL(`**/teamtree?teamtreeId=${treeId}`);
    expect(Date.now() - started).toBeGreaterThan(1000);
  });

  it('a permission change and the removal reach the member live', async () => {
    const j = joiner.page;
    await openShare(j);
    const jDialog = j.getByRole('dialog');
    await jDialog.getByText('can read').waitFor();

    const o = owner.page;
    const oDialog = o.getByRole('dialog');
    await oDialog.getByText('Administrator').waitFor();
    await oDialog.getByLabel('Permission of Jonas Joiner').selectOption('EDIT');
    await jDialog.getByText('can edit').waitFor();

    await oDialog.getByRole('button', { name: 'Remove Jonas Joiner' }).click();
    const confirm = o.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to remove this member?').waitFor();
    await screenshotThemes(o, 'remove-member');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await oDialog.getByText('Jonas Joiner', { exact: true }).waitFor({ state: 'detached' });
    // The removed member loses the tree without reloading.
    await j.getByText('You have no TeamTree yet', { exact: false }).waitFor();
    await j.keyboard.press('Escape');
    await j.getByRole('button', { name: 'Profile menu' }).click();
    await j.getByText('No TeamTrees').waitFor();
  });
});

describe('signing in again', () => {
  it('restores the active tree from local storage', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/dashboard`);
    await page.getByText('Alpha Team').first().waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('teamtree.activeTreeId')")).toBe(treeId);
  });
});
