import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** What the API always allowed and the UI lacked (issue 12): revoking a share link, leaving a tree. */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const team = useTeam(app, { tree: 'Share Team', member: { firstName: 'Mia', lastName: 'Member' } });

describe('the Share dialog', () => {
  it('revokes the live share link after a confirmation; its token stops working', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Share Team' });
    const url = dialog.getByRole('textbox', { name: 'Share link' });
    await url.waitFor();
    const token = (await url.inputValue()).split('/join/')[1];
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this share link?' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'share-revoke-confirm-1024');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByRole('button', { name: 'Generate Share Link' }).waitFor();
    expect((await api.get(`/api/teamtree/join/${token}/info`)).status).toBe(404);
    await page.keyboard.press('Escape');
  });

  it("offers 'Share' through the phone's share sheet where the browser has one, and Copy alone where not (issue 34)", async () => {
    const { page } = team.browser;
    // A share sheet that records what it is given (the test's stand-in for the phone's), or none at all.
    await page.addInitScript(`
      window.sharedWithSheet = [];
      if (sessionStorage.getItem('no-share-sheet')) {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      } else {
        Object.defineProperty(Navigator.prototype, 'share', { value: async (data) => void window.sharedWithSheet.push(data), configurable: true });
        Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
      }
    `);
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Share Team' });
    const generate = dialog.getByRole('button', { name: 'Generate Share Link' });
    const url = dialog.getByRole('textbox', { name: 'Share link' });
    await Promise.race([generate.waitFor(), url.waitFor()]);
    if (await generate.count()) await generate.click();
    const link = await url.inputValue();
    await dialog.getByRole('button', { name: 'Share the invite link' }).click();
    await expect.poll(() => page.evaluate('window.sharedWithSheet')).toEqual([{ title: 'Join “Share Team” on TeamTree', url: link }]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.evaluate(`sessionStorage.setItem('no-share-sheet', '1')`);
    await page.reload();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copy share link' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Share the invite link' }).count()).toBe(0);
    await page.evaluate(`sessionStorage.removeItem('no-share-sheet')`);
    await page.keyboard.press('Escape');
  });

  it('lets a member leave the tree after a confirmation, and says so', async () => {
    const { page } = team.memberBrowser;
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Share Team' });
    await dialog.getByRole('button', { name: 'Leave this TeamTree' }).click();
    await page.getByRole('alertdialog', { name: 'Leave “Share Team”?' }).getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'You left “Share Team”.' }).waitFor();
    await page.getByText('You have no TeamTree yet.', { exact: false }).waitFor();
    const trees = await api.get('/api/teamtree/status', { token: team.member.access });
    expect(trees.body.teamtrees).toEqual([]);
  });

  it('offers the owner no way to leave their own tree', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Share Team' });
    await dialog.getByRole('heading', { name: 'Share link' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Leave this TeamTree' }).count()).toBe(0);
  });
});

describe('renaming', () => {
  it("the owner renames the tree in the Share dialog; the page and the profile menu show the new name at once", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await page.getByRole('heading', { name: 'Share Team' }).waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Share Team' });
    const field = dialog.getByLabel('TeamTree name');
    expect(await dialog.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await field.fill('Team Sunrise');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Share Team Sunrise' }).getByText('Renamed.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Team Sunrise' }).waitFor();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Team Sunrise' }).waitFor();
    await page.keyboard.press('Escape');
    const list = await api.get('/api/teamtree/status', { token: team.owner.access });
    expect(list.body.teamtrees[0].name).toBe('Team Sunrise');
  });
});
