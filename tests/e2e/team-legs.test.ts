import { describe, expect, it } from 'vitest';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** Team figures per leg in a partner's details (issue 24 item 8). */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Legs Team',
  root: 'Root Rosa',
  seed: async (planted) => {
    const anna = await planted.addPartner('Anna Leg', planted.rootId);
    const bert = await planted.addPartner('Bert Leg', planted.rootId);
    await planted.addPartner('Carl Leg', planted.rootId);
    const a1 = await planted.addPartner('Anna One', anna);
    await planted.addPartner('Anna Two', anna);
    await planted.addPartner('Anna Deep', a1);
    await planted.addPartner('Bert One', bert);
  },
  browser: { width: 1280, height: 800 },
});

describe("a partner's team figures", () => {
  it('shows the partners and levels below and each leg, the largest first', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Root Rosa');
    await page.getByRole('button', { name: 'Details of Root Rosa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Root Rosa' });
    await dialog.getByText('7 partners in 3 levels below, 3 legs').waitFor();
    expect(await dialog.getByRole('list', { name: 'Legs' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Anna Leg\s+4 partners · 3 levels$/),
      expect.stringMatching(/^Bert Leg\s+2 partners · 2 levels$/),
      expect.stringMatching(/^Carl Leg\s+1 partner · 1 level$/),
    ]);
    await page.keyboard.press('Escape');
    await selectPartner(page, 'Carl Leg');
    await page.getByRole('button', { name: 'Details of Carl Leg' }).click();
    await page.getByRole('dialog', { name: 'Carl Leg' }).getByText('Nobody below yet.').waitFor();
  });
});
