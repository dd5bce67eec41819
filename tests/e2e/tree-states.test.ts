import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { openTree as openTreePage, selectPartner as select } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * States a user must be told about (issue 12): what a delete removes, reading as a READ member,
 * choosing oneself among the profiles still free, and being removed from a tree. At 1024 px.
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const team = useTeam(app, {
  tree: 'State Team',
  root: 'Root Rita',
  member: { firstName: 'Rudi', lastName: 'Reader' },
  seed: async (planted) => {
    const anna = await planted.addPartner('Anna', planted.rootId, { reminders: [{ text: 'Call about the workshop', done: false }] });
    const bert = await planted.addPartner('Bert', anna);
    await planted.addPartner('Carla', bert);
    await planted.addPartner('Dora');
  },
});

const openTree = (page: Page) => openTreePage(page, app.url, team.treeId);

describe("'Select yourself!'", () => {
  it('lists only profiles no other member has linked, and points to itself until one is chosen', async () => {
    const { page } = team.memberBrowser;
    await openTree(page);
    const panel = page.getByRole('complementary', { name: 'Select yourself!' });
    await panel.getByLabel('Dora').waitFor();
    // The owner's own profile (the root) is theirs already.
    expect(await panel.getByLabel('Root Rita').count()).toBe(0);
    await page.getByTestId('select-yourself-hint').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'select-yourself-free-profiles-1024');
    await panel.getByLabel('Dora').check();
    await panel.getByRole('button', { name: 'Join' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('select-yourself-hint').count()).toBe(0);
  });
});

describe('a READ member', () => {
  it('opens a partner to read the details and reminders; changing still explains why not', async () => {
    const { page } = team.memberBrowser;
    await select(page, 'Anna');
    await page.getByRole('button', { name: 'Details of Anna' }).click();
    const details = page.getByRole('dialog', { name: 'Anna' });
    await details.getByText('Call about the workshop').waitFor();
    await details.getByText('Upline: Root Rita').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Anna' }).click();
    await page.getByText('You do not have permission to edit profiles.').waitFor();
  });
});

describe('the live indicator', () => {
  it("stays after navigating Dashboard → TeamTree, without a reload", async () => {
    await openTree(team.memberBrowser.page);
    const { page } = team.browser;
    await openTree(page);
    await page.getByText('Live (2 aktive Nutzer)').waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'TeamTree' }).click();
    await page.getByTestId('tree-canvas').waitFor();
    await page.getByText('Live (2 aktive Nutzer)').waitFor();
  });
});

describe('deleting', () => {
  it("'Are you really sure?' says how many partners each choice touches", async () => {
    const { page } = team.browser;
    await openTree(page);
    await select(page, 'Anna');
    await page.getByRole('button', { name: 'Delete Anna' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you really sure?' });
    await confirm.getByText("'Anna' has 2 partners below. Create placeholder keeps them; Delete this profile removes 3 partners: 'Anna' and everyone below.").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('the root asks once more before the whole tree goes, and an empty tree offers a first partner, not a choice of oneself', async () => {
    const { page } = team.browser;
    await select(page, 'Root Rita');
    await page.getByRole('button', { name: 'Delete Root Rita' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you really sure?' });
    await confirm.getByText(/is the root/).waitFor();
    await confirm.getByRole('button', { name: 'Delete this profile' }).click();
    // Nothing is deleted by the first click.
    const status = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    expect(status.body.teamtree.profiles).toHaveLength(5);
    await screenshotThemes(page, 'delete-root-second-step-1024');
    await confirm.getByRole('button', { name: 'Delete all 5 partners' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('This TeamTree has no profiles.').waitFor();
    expect(await page.getByText('Select yourself!').count()).toBe(0);
    await page.getByRole('button', { name: 'Add first partner' }).waitFor();
  });
});

describe('being removed', () => {
  it('a removed member is told so, instead of silently landing on an empty page', async () => {
    const { page } = team.memberBrowser;
    // The tree is empty since the root went (previous test).
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByText('This TeamTree has no profiles.').waitFor();
    // The removal comes as an event of the tree's room: wait until the page has joined it (the
    // owner's page in the room too shows both as live). The tree is drawn before the join now.
    await team.browser.page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByText('Live (2 aktive Nutzer)').waitFor();
    const removed = await api.delete(`/api/teamtree/share?memberId=${team.memberId}`, { token: team.owner.access });
    expect(removed.status).toBe(200);
    await page.getByRole('status').filter({ hasText: 'You were removed from “State Team”.' }).waitFor();
    await page.getByText('You have no TeamTree yet.', { exact: false }).waitFor();
  });
});
