import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAccess } from '../support/accounts';
import { closeAll, connect, emitAck, join } from '../realtime/socket-helpers';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { chooseOwnProfile, openTree as openTreePage, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** Who is here (issue 13, item 5): avatars of the others on the tree, and what each has selected. */
const app = useApp({ clock: 'fixed' });
let annaId = '';
const team = useTeam(app, {
  tree: 'Presence Team',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    const anna = (annaId = await planted.addPartner('Anna'));
    await chooseOwnProfile(app.api, planted.member, planted.treeId, anna);
  },
});

const alsoHere = (page: Page) => page.getByRole('list', { name: /^Also here: / });

const openTree = (page: Page) => openTreePage(page, app.url, team.treeId);

describe('who is here', () => {
  it('each sees the other beside Live, whoever came first', async () => {
    await openTree(team.browser.page);
    await openTree(team.memberBrowser.page);
    await expect.poll(() => alsoHere(team.browser.page).getAttribute('aria-label')).toBe('Also here: Mia Member');
    await expect.poll(() => alsoHere(team.memberBrowser.page).getAttribute('aria-label')).toBe('Also here: Olga Owner');
    expect(await alsoHere(team.browser.page).innerText()).toContain('MM');
  });

  it("shows which partner another user has selected, unless they keep it to themselves", async () => {
    const { page } = team.memberBrowser;
    await selectPartner(page, 'Anna');
    await expect.poll(() => alsoHere(team.browser.page).getAttribute('aria-label')).toBe('Also here: Mia Member (viewing Anna)');
    expect(await seriousViolations(team.browser.page)).toEqual([]);
    await screenshotThemes(team.browser.page, 'tree-presence-1024');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Hide my selection from others' }).click();
    await expect.poll(() => alsoHere(team.browser.page).getAttribute('aria-label')).toBe('Also here: Mia Member');
  });

  it('forgets a user who left (signed out)', async () => {
    const { page } = team.memberBrowser;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin');
    await alsoHere(team.browser.page).waitFor({ state: 'detached' });
  });

  it("names a member as the server knows them, whatever the member's client claims", async () => {
    // The member's own client, not the app: it says it is the owner.
    const socket = await connect(app.url, await freshAccess(app.api, team.member));
    try {
      await join(socket, team.treeId);
      const claim = { teamtreeId: team.treeId, userId: team.owner.id, name: 'Olga Owner', selectedProfileId: annaId };
      expect(await emitAck(socket, 'presence-update', claim)).toEqual({ ok: true });
      await expect.poll(() => alsoHere(team.browser.page).getAttribute('aria-label')).toBe('Also here: Mia Member (viewing Anna)');
    } finally {
      closeAll();
    }
  });
});
