import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PHONES, expectFitsPhone } from './support/phone-layout';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** 'Download my data' on the account page (issue 26 item 3). */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Data Team',
  seed: async (t) => void (await t.addPartner('Paula Partner')),
});

describe('the account page: your data', () => {
  it("'Download my data' saves the export with the account's email and the owned tree's partners", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/account`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^teamtree-export-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    expect(document.account.email).toBe(team.owner.email);
    expect(document.ownedTrees.map((tree: { name: string }) => tree.name)).toEqual(['Data Team']);
    expect(document.ownedTrees[0].profiles.map((profile: { name: string }) => profile.name)).toContain('Paula Partner');
  });

  it('the account page fits a phone, light and dark', async () => {
    const { page } = await app.signedIn(team.owner, PHONES[1]);
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await expectFitsPhone(page, 'the account page');
  });
});
