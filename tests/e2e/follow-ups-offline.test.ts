import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Notes, tasks and ticks without a connection (issue 37 item 7, docs/follow-ups.md "Offline"): a
 * call and a task added offline are kept on the device, shown in the partner's timeline as
 * 'Waiting to be sent' and in the outbox's count, and land exactly once when the connection is back; a task ticked
 * off on Today offline stays ticked, marked waiting, and is done on the server once back online.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Offline Follow Team',
  root: 'Rita Root',
  seed: async (planted) => {
    await planted.addPartner('Paula Partner', planted.rootId);
  },
});

afterEach(async () => {
  await team.browser.context.setOffline(false);
});

const KEPT = 'No connection to the server. Your change is kept and will be sent when it is back.';
/** The outbox's button in the top bar (found behind an open dialog too, which hides the rest of the page from the accessibility tree). */
const outboxButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true, includeHidden: true });
const outboxEmpty = (page: Page) => outboxButton(page, /^\d+ changes? waiting$/).waitFor({ state: 'detached', timeout: 30_000 });

async function serverNotes() {
  const res = await app.api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Partner')}`, { token: team.owner.access });
  expect(res.status).toBe(200);
  return (res.body.activities as { kind: string; text: string }[]).map((a) => [a.kind, a.text]);
}

describe('follow-ups without a connection', () => {
  it('a call and a task added offline wait in the partner\'s timeline and land once when the connection is back', async () => {
    const page = team.browser.page;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Paula Partner');
    await page.getByRole('button', { name: 'Details of Paula Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paula Partner' });
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await dialog.getByText('Nothing logged yet.').waitFor();

    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Log call', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Log call' });
    await form.getByLabel('Text').fill('Called from the train, no signal');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const waiting = dialog.getByRole('list', { name: 'Waiting to be sent' });
    await waiting.getByText('Called from the train, no signal').waitFor();
    await page.getByText(KEPT).waitFor();
    await outboxButton(page, '1 change waiting').waitFor();

    // A task added offline waits under the partner's open tasks.
    await dialog.getByRole('button', { name: 'Add task', exact: true }).click();
    const taskForm = dialog.getByRole('form', { name: 'Add task' });
    await taskForm.getByLabel('Title').fill('Bring the catalogue');
    await taskForm.getByLabel('Due date').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await taskForm.getByRole('button', { name: 'Save' }).click();
    await taskForm.waitFor({ state: 'detached' });
    await dialog.getByRole('list', { name: 'Waiting to be sent' }).getByText('Bring the catalogue').waitFor();
    await outboxButton(page, '2 changes waiting').waitFor();
    expect(await serverNotes()).toEqual([]);

    await page.context().setOffline(false);
    await outboxEmpty(page);
    await waiting.waitFor({ state: 'detached' });
    await dialog.getByRole('list', { name: 'Timeline of Paula Partner' }).getByText('Called from the train, no signal').waitFor();
    await dialog.getByRole('list', { name: 'Open tasks' }).getByText('Bring the catalogue').waitFor();
    expect(await serverNotes()).toEqual([['call', 'Called from the train, no signal']]);
    const tasks = await app.api.get(`/api/teamtree/tasks?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Partner')}`, { token: team.owner.access });
    expect(tasks.body.tasks.map((t: { title: string }) => t.title)).toEqual(['Bring the catalogue']);
  });

  it('a task ticked off on Today offline stays ticked, waiting, and is done on the server once back online', async () => {
    const added = await app.api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId: team.partnerId('Paula Partner'), title: 'Send the starter kit', due: new Date().toISOString().slice(0, 10) }, { token: team.owner.access });
    expect(added.status).toBe(201);
    const page = team.browser.page;
    await page.goto(`${app.url}/today`);
    const box = page.getByRole('checkbox', { name: 'Send the starter kit' });
    await box.waitFor();

    await page.context().setOffline(true);
    await box.check();
    await page.getByText(KEPT).waitFor();
    expect(await box.isChecked()).toBe(true);
    await page.locator(`[data-task="${added.body.task.id}"]`).getByText('Waiting to be sent').waitFor();

    await page.context().setOffline(false);
    await outboxEmpty(page);
    await box.waitFor({ state: 'detached' });
    const done = await app.api.get(`/api/teamtree/tasks?teamtreeId=${team.treeId}&state=done`, { token: team.owner.access });
    expect(done.body.tasks.map((t: { title: string; version: number }) => [t.title, t.version])).toEqual([['Send the starter kit', 2]]);
  });
});
