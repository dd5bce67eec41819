import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { signInThroughUi } from './support/app';
import type { TestBrowser } from './support/browser';
import { useApp } from './support/use-app';
import { chooseOwnProfile } from './support/trees';

/**
 * Issue 9: two pages on one tree. What one changes appears on the other from the realtime
 * events alone: neither page reads the whole tree again (the requests they make are recorded).
 * A replayed (stale) event is ignored; an event that skips a version makes the page read the
 * tree exactly once.
 */

const app = useApp({ clock: 'fixed' });
const api = app.api;
let owner: TestUser;
let editor: TestUser;
let ownerBrowser: TestBrowser;
let editorBrowser: TestBrowser;
let treeId = '';
let editorMemberId = '';
let rootId = '';
const reads = new Map<Page, string[]>();

type Profile = { id: string; name: string; version: number; parentId: string | null };

async function profiles(): Promise<Profile[]> {
  return (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access })).body.teamtree.profiles;
}
const byName = async (name: string) => (await profiles()).find((p) => p.name === name)!;

/** Holds the page's sockets back from the server until the answered function is called. */
async function holdSockets(page: Page): Promise<() => void> {
  let connect!: () => void;
  const allowed = new Promise<void>((resolve) => (connect = resolve));
  await page.routeWebSocket(/\/api\/socket\//, async (ws) => {
    await allowed;
    ws.connectToServer();
  });
  return connect;
}

/** Records the page's reads of the whole tree. */
function recordTreeReads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/teamtree/status?teamtreeId=')) urls.push(request.url());
  });
  reads.set(page, urls);
  return urls;
}

/** The screen-reader list's entry of a profile: present exactly when the page holds it. */
const entry = (page: Page, name: string, upline?: string) =>
  page.getByRole('button', { name: new RegExp(`^Select ${name} \\(${upline ? `upline ${upline}` : ''}`) });
const shows = (page: Page, name: string, upline?: string) => entry(page, name, upline).waitFor({ state: 'attached' });

async function select(page: Page, name: string) {
  await entry(page, name).dispatchEvent('click');
  await page.getByRole('toolbar', { name: `Actions for ${name}` }).waitFor();
}

/** A real change through the API that the page then shows: everything sent before it has been handled. */
async function barrier(page: Page, label: string) {
  expect((await api.put('/api/teamtree/profile', { id: rootId, name: label }, { token: owner.access })).status).toBe(200);
  await shows(page, label);
}

beforeAll(async () => {
  owner = await app.register({ firstName: 'Olga', lastName: 'Owner' });
  editor = await app.register({ firstName: 'Eddi', lastName: 'Editor' });
  const created = await api.post('/api/teamtree', { name: 'Sync Team', phone: '', birthday: null, billDate: '2031-06-01', categories: [] }, { token: owner.access });
  treeId = created.body.teamtree.id;
  rootId = (await profiles())[0].id;
  await api.put('/api/teamtree/profile', { id: rootId, name: 'Root Rita' }, { token: owner.access });
  await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: rootId, name: 'Anna', billDate: '2031-01-01' }, { token: owner.access });
  const bert = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: rootId, name: 'Bert', billDate: '2031-01-02' }, { token: owner.access });
  const link = await api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });
  const join = await api.post(`/api/teamtree/join/${link.body.shareLink.token}`, {}, { token: editor.access });
  await api.post('/api/teamtree/join-requests', { requestId: join.body.requestId, action: 'approve' }, { token: owner.access });
  const member = (await api.get(`/api/teamtree/share?teamtreeId=${treeId}`, { token: owner.access })).body.members.find((m: { userId: string }) => m.userId === editor.id);
  editorMemberId = member.id;
  await api.put('/api/teamtree/share', { memberId: member.id, permission: 'EDIT' }, { token: owner.access });
  // The editor has chosen Bert as their profile (the tree page waits for that choice).
  await chooseOwnProfile(api, editor, treeId, bert.body.profile.id);

  ownerBrowser = await app.openBrowser({ width: 1280, height: 800 });
  editorBrowser = await app.openBrowser({ width: 1280, height: 800 });
  recordTreeReads(ownerBrowser.page);
  recordTreeReads(editorBrowser.page);
  await signInThroughUi(ownerBrowser.page, app.url, owner.email, owner.password);
  await signInThroughUi(editorBrowser.page, app.url, editor.email, editor.password);
  for (const { page } of [ownerBrowser, editorBrowser]) {
    await page.goto(`${app.url}/teamtree?teamtreeId=${treeId}`);
    await page.getByTestId('tree-canvas').waitFor();
  }
  // Both pages are in the tree's room.
  for (const { page } of [ownerBrowser, editorBrowser]) await page.getByText('Live (2 aktive Nutzer)').waitFor();
});

describe('two pages on one tree', () => {
  it("shows one page's edits, adds, moves and deletes on the other without reading the tree again", async () => {
    const me = ownerBrowser.page;
    const other = editorBrowser.page;
    const before = { me: reads.get(me)!.length, other: reads.get(other)!.length };

    // Edit through the dialog.
    await select(me, 'Anna');
    await me.getByRole('button', { name: 'Edit Anna' }).click();
    const edit = me.getByRole('dialog', { name: 'Edit Partner' });
    await edit.locator('input[name="name"]').fill('Anna Amsel');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await shows(me, 'Anna Amsel', 'Root Rita');
    await shows(other, 'Anna Amsel', 'Root Rita');

    // Add through the dialog.
    await select(me, 'Root Rita');
    await me.getByRole('button', { name: 'Add child to Root Rita' }).click();
    const add = me.getByRole('dialog', { name: 'Create Partner' });
    await add.locator('input[name="name"]').fill('Carla');
    await add.locator('input[name="billDate"]').fill('2031-03-04');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    await shows(me, 'Carla', 'Root Rita');
    await shows(other, 'Carla', 'Root Rita');

    // Move (the API's re-parent; the page has no move gesture).
    const carla = await byName('Carla');
    expect((await api.put('/api/teamtree/profile', { id: carla.id, parentId: (await byName('Anna Amsel')).id }, { token: owner.access })).status).toBe(200);
    await shows(me, 'Carla', 'Anna Amsel');
    await shows(other, 'Carla', 'Anna Amsel');

    // The other page edits too: its own answer and the event reach both.
    await select(other, 'Bert');
    await other.getByRole('button', { name: 'Edit Bert' }).click();
    const otherEdit = other.getByRole('dialog', { name: 'Edit Partner' });
    await otherEdit.locator('input[name="name"]').fill('Bert Berg');
    await otherEdit.getByRole('button', { name: 'Save' }).click();
    await otherEdit.waitFor({ state: 'detached' });
    await shows(me, 'Bert Berg');

    // Delete Anna with everything below her (Carla) through the dialog.
    await select(me, 'Anna Amsel');
    await me.getByRole('button', { name: 'Delete Anna Amsel' }).click();
    await me.getByRole('button', { name: 'Delete this profile' }).click();
    for (const page of [me, other]) {
      await entry(page, 'Anna Amsel').waitFor({ state: 'detached' });
      await entry(page, 'Carla').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Profiles in this TeamTree (2)' }).waitFor({ state: 'attached' });
    }

    expect(reads.get(me)!.length).toBe(before.me);
    expect(reads.get(other)!.length).toBe(before.other);
  });

  it('ignores a stale event (an older version than the page holds)', async () => {
    const other = editorBrowser.page;
    const before = reads.get(other)!.length;
    // The server's room sends Bert as he was before the rename (a delayed or repeated delivery).
    const bert = await byName('Bert Berg');
    const bertBefore = { ...bert, teamtreeId: treeId, name: 'Bert', version: bert.version - 1 };
    app.server.context.hub.toTree(treeId, { type: 'profile-update', teamtreeId: treeId, profileId: bert.id, data: bertBefore });
    await barrier(other, 'Root Rita Two');
    await shows(other, 'Bert Berg');
    expect(await entry(other, 'Bert').count()).toBe(0);
    expect(reads.get(other)!.length).toBe(before);
  });

  it('reads the tree exactly once after an event that skips a version', async () => {
    const other = editorBrowser.page;
    const before = reads.get(other)!.length;
    const bert = await byName('Bert Berg');
    const reread = other.waitForResponse((r) => r.url().includes(`/api/teamtree/status?teamtreeId=${treeId}`));
    app.server.context.hub.toTree(treeId, { type: 'profile-update', teamtreeId: treeId, profileId: bert.id, data: { ...bert, teamtreeId: treeId, name: 'Ghost', version: bert.version + 2 } });
    await reread;
    await barrier(other, 'Root Rita Three');
    expect(reads.get(other)!.length).toBe(before + 1);
    // The re-read holds the server's data: the skipped version was never real.
    await shows(other, 'Bert Berg');
    expect(await entry(other, 'Ghost').count()).toBe(0);
  });

  it('applies category and membership changes without reading the tree again', async () => {
    const other = editorBrowser.page;
    const before = reads.get(other)!.length;

    // A new category value on a profile: the Filter menu offers it.
    const bert = await byName('Bert Berg');
    const tagged = await api.post(`/api/teamtree/category?profileId=${bert.id}`, { categoryName: 'Region', optionValue: 'North' }, { token: owner.access });
    expect(tagged.status).toBe(200);
    await expect
      .poll(async () => {
        await other.getByRole('button', { name: 'Filter' }).click();
        const offered = await other.getByRole('menuitemcheckbox', { name: 'North' }).count();
        await other.keyboard.press('Escape');
        return offered;
      })
      .toBe(1);

    // The editor becomes a reader: the page refuses to edit from then on.
    expect((await api.put('/api/teamtree/share', { memberId: editorMemberId, permission: 'READ' }, { token: owner.access })).status).toBe(200);
    const denied = other.getByRole('alert').filter({ hasText: 'You do not have permission to edit profiles.' });
    await expect
      .poll(async () => {
        await select(other, 'Bert Berg');
        await other.getByRole('button', { name: 'Edit Bert Berg' }).click();
        const refused = await denied.count();
        if (!refused) {
          await other.getByRole('dialog', { name: 'Edit Partner' }).waitFor();
          await other.keyboard.press('Escape');
          await other.getByRole('dialog', { name: 'Edit Partner' }).waitFor({ state: 'detached' });
        }
        return refused;
      })
      .toBe(1);
    expect(reads.get(other)!.length).toBe(before);
  });

  it('reads the tree in full once on opening, and after joining its room only asks whether it changed', async () => {
    const me = ownerBrowser.page;
    const seen: Array<{ status: number; conditional: boolean }> = [];
    const record = (response: Response) => {
      if (!response.url().includes(`/api/teamtree/status?teamtreeId=${treeId}`)) return;
      seen.push({ status: response.status(), conditional: !!response.request().headers()['if-none-match'] });
    };
    me.on('response', record);
    await me.reload();
    await me.getByTestId('tree-canvas').waitFor();
    await me.getByText('Live (2 aktive Nutzer)').waitFor();
    me.off('response', record);
    // A read that began before the room was joined is followed by a conditional one (304: nothing
    // changed); when the room was joined before the read began, there is none.
    expect(seen[0]).toEqual({ status: 200, conditional: false });
    expect(seen.slice(1)).toEqual(seen.length > 1 ? [{ status: 304, conditional: true }] : []);
  });

  it('shows a change made after its first read and before it joined the tree\'s room', async () => {
    const me = ownerBrowser.page;
    const connect = await holdSockets(me);
    const full = me.waitForResponse((r) => r.url().includes(`/api/teamtree/status?teamtreeId=${treeId}`) && r.status() === 200);
    await me.reload();
    await full;
    await shows(me, 'Root Rita Three');
    // Changed while the page holds the tree but is in no room: no event reaches it.
    expect((await api.put('/api/teamtree/profile', { id: rootId, name: 'Root Rita Between' }, { token: owner.access })).status).toBe(200);
    const caughtUp = me.waitForResponse((r) => r.url().includes(`/api/teamtree/status?teamtreeId=${treeId}`) && !!r.request().headers()['if-none-match']);
    connect();
    // Only the changes since its read: the page does not read the whole tree again.
    const delta = await caughtUp;
    expect(delta.status()).toBe(200);
    expect(new URL(delta.url()).searchParams.get('since')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The profiles changed after the latest `updatedAt` it read.
    const { teamtree } = await delta.json();
    expect(teamtree.profileCount).toBe(2);
    expect(teamtree.profiles.map((p: Profile) => p.name)).toEqual(['Root Rita Between']);
    await shows(me, 'Root Rita Between');
    await me.unrouteAll();
  });

  // Last: the editor leaves the tree for good.
  it('takes a member off the tree when the removal came while the page was joining the room', async () => {
    const page = editorBrowser.page;
    const connect = await holdSockets(page);
    await page.reload();
    await page.getByTestId('tree-canvas').waitFor();
    // Removed while the page holds the tree but is in no room: the removal's event reaches no one.
    expect((await api.delete(`/api/teamtree/share?memberId=${editorMemberId}`, { token: owner.access })).status).toBe(200);
    connect();
    // The join is refused, so the page reads the tree again, is refused too, and leaves the tree.
    await page.getByRole('status').filter({ hasText: '“Sync Team” is no longer available to you.' }).waitFor();
    await page.getByText('You have no TeamTree yet.', { exact: false }).waitFor();
    await page.unrouteAll();
  });
});
