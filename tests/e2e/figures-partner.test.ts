import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';
import { expectFitsPhone } from './support/phone-layout';
import { seedFiguresTeam, speakGerman, writeRankPlan } from './support/seed-figures';

/**
 * The partner's 'Figures' tab (issue 38 item 3): the chart of 12 months with its table, the legs
 * by team volume with the power leg, and the progress to the next rank of the tree's rank plan.
 * Figures and the rank plan are written through the real API as the owner.
 */
const app = useApp({ clock: 'real' });

/** A month of 2026 as the English app names it (figures/PeriodPicker.tsx `periodLabel`). */
const month = (name: string) => `${name} 2026`;

const team = useTeam(app, {
  tree: 'Figures Team',
  root: 'Root Rosa',
  seed: async (planted) => {
    await seedFiguresTeam(app, planted);
    await writeRankPlan(app, planted);
  },
  browser: { width: 1280, height: 900 },
});

/** The same team for a German owner on a 360 px phone. */
const german = useTeam(app, {
  tree: 'Team Zahlen',
  root: 'Root Rosa',
  seed: async (planted) => {
    await speakGerman(app, planted);
    await seedFiguresTeam(app, planted);
    await writeRankPlan(app, planted);
  },
  browser: { width: 360, height: 800, locale: 'de-DE' },
});

describe("a partner's figures", () => {
  it('shows the chart and legs of a partner', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Root Rosa');
    await page.getByRole('button', { name: 'Details of Root Rosa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Root Rosa' });
    // The tabs are reached by keyboard: the arrow keys move from 'Details' to 'Figures'.
    await dialog.getByRole('tab', { name: 'Details' }).focus();
    await page.keyboard.press('ArrowRight');
    const figuresTab = dialog.getByRole('tab', { name: 'Figures' });
    await expect.poll(() => figuresTab.getAttribute('aria-selected')).toBe('true');
    const panel = dialog.getByRole('tabpanel', { name: 'Figures' });

    await panel.getByRole('img', { name: 'Team volume, last 12 months' }).waitFor();
    const table = panel.getByRole('table', { name: 'Team volume, last 12 months' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Month', 'PV', 'Team volume']);
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(12);
    expect(rows.slice(-3).map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      [month('October'), '20', '120'],
      [month('November'), '50', '960'],
      [month('December'), '0', '1,240'],
    ]);
    expect(rows[0].split('\t').map((cell) => cell.trim())).toEqual([month('January'), '—', '—']);

    const legs = panel.getByRole('list', { name: 'Legs by team volume' }).getByRole('listitem');
    expect(await legs.allInnerTexts()).toEqual([
      expect.stringMatching(/^Anna Leg\s*Power leg\s*1,140$/),
      expect.stringMatching(/^Bert Leg\s*100$/),
      expect.stringMatching(/^Carl Leg\s*0$/),
    ]);
    await panel.getByText('Outside the power leg: 100').waitFor();

    await panel.getByText('Next rank: Silver').waitFor();
    await panel.getByText('1,240 of 2,000 team volume; at most 50 % from one leg: 1,100 counted').waitFor();
    await panel.getByText('0 of 100 PV').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows a partner without a downline as such, with the chart of their own months", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Bert Leg');
    await page.getByRole('button', { name: 'Details of Bert Leg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bert Leg' });
    await dialog.getByRole('tab', { name: 'Figures' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Figures' });
    const table = panel.getByRole('table', { name: 'Team volume, last 12 months' });
    await table.getByRole('rowheader', { name: /^(December|Dezember) 2026$/ }).waitFor();
    expect((await table.locator('tbody tr').last().innerText()).split('\t').map((cell) => cell.trim())).toEqual([month('December'), '100', '100']);
    await panel.getByText('Nobody below yet.').waitFor();
  });

  it('fits a phone in German', async () => {
    const { page } = german.browser;
    await openTree(page, app.url, german.treeId);
    await page.getByRole('button', { name: /^Root Rosa auswählen \(/ }).dispatchEvent('click');
    await page.getByRole('toolbar', { name: 'Aktionen für Root Rosa' }).waitFor();
    await page.getByRole('button', { name: 'Details zu Root Rosa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Root Rosa' });
    await dialog.getByRole('tab', { name: 'Zahlen' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Zahlen' });
    await panel.getByRole('img', { name: 'Teamvolumen, letzte 12 Monate' }).waitFor();
    expect(await panel.getByRole('list', { name: 'Linien nach Teamvolumen' }).getByRole('listitem').first().innerText()).toMatch(/^Anna Leg\s*Stärkste Linie\s*1\.140$/);
    await panel.getByText('1.240 von 2.000 Teamvolumen; höchstens 50 % aus einer Linie: 1.100 zählen').waitFor();
    await expectFitsPhone(page, "the partner's figures in German", '[role=dialog]');
  });
});
