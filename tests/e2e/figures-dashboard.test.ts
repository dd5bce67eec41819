import { describe, expect, it } from 'vitest';
import { expectFitsPhone } from './support/phone-layout';
import { seedFiguresTeam, speakGerman } from './support/seed-figures';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The leader's figures on the dashboard (issue 38 item 4): the team volume by month, the legs
 * grown and shrunk most since the month before and 'Declining', with the 'Period' picker.
 */
const app = useApp({ clock: 'real' });

/** A month of 2026 as the English app names it (figures/PeriodPicker.tsx `periodLabel`). */
const month = (name: string) => `${name} 2026`;

const team = useTeam(app, {
  tree: 'Dashboard Figures',
  root: 'Root Rosa',
  seed: (planted) => seedFiguresTeam(app, planted),
  browser: { width: 1280, height: 900 },
});

/** The same team for a German owner on a 360 px phone. */
const german = useTeam(app, {
  tree: 'Team Zahlen',
  root: 'Root Rosa',
  seed: async (planted) => {
    await speakGerman(app, planted);
    await seedFiguresTeam(app, planted);
  },
  browser: { width: 360, height: 800, locale: 'de-DE' },
});

const cells = (row: string) => row.split('\t').map((cell) => cell.trim());

describe("the leader's figures on the dashboard", () => {
  it('shows the team volume by month, the legs that changed most and who is declining', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/dashboard`);
    const figures = page.getByRole('region', { name: 'Figures' });
    await figures.getByText('Team of Root Rosa').waitFor();
    await figures.getByRole('img', { name: 'Team volume by month, last 12 months' }).waitFor();
    const table = figures.getByRole('table', { name: 'Team volume by month, last 12 months' });
    expect((await table.locator('tbody tr').allInnerTexts()).slice(-3).map(cells)).toEqual([
      [month('October'), '20', '120'],
      [month('November'), '50', '960'],
      [month('December'), '0', '1,240'],
    ]);

    await figures.getByRole('heading', { name: 'Legs since November 2026' }).waitFor();
    expect(await figures.getByRole('list', { name: 'Grown most' }).getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Anna Leg\s*\+440 \(700 → 1,140\)$/)]);
    expect(await figures.getByRole('list', { name: 'Shrunk most' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Bert Leg\s*-100 \(200 → 100\)$/),
      expect.stringMatching(/^Carl Leg\s*-10 \(10 → 0\)$/),
    ]);
    // Bert's PV halved exactly (200 → 100): not more than half, so not declining.
    expect(await figures.getByRole('list', { name: 'Declining' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Root Rosa\s*PV 50 → 0$/),
      expect.stringMatching(/^Carl Leg\s*PV 10 → 0$/),
    ]);

    // The 'Period' picker moves the whole section to another month.
    await figures.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'November 2026' });
    await figures.getByRole('heading', { name: /^Legs since (October|Oktober) 2026$/ }).waitFor();
    expect(await figures.getByRole('list', { name: 'Grown most' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Anna Leg\s*\+600 \(100 → 700\)$/),
      expect.stringMatching(/^Bert Leg\s*\+200 \(0 → 200\)$/),
      expect.stringMatching(/^Carl Leg\s*\+10 \(0 → 10\)$/),
    ]);
    expect((await table.locator('tbody tr').last().innerText()).split('\t').map((cell) => cell.trim())).toEqual([month('November'), '50', '960']);
  });

  it('fits a phone in German', async () => {
    const { page } = german.browser;
    await page.goto(`${app.url}/dashboard`);
    const figures = page.getByRole('region', { name: 'Zahlen' });
    await figures.getByRole('img', { name: 'Teamvolumen nach Monat, letzte 12 Monate' }).waitFor();
    await figures.getByRole('heading', { name: 'Linien seit November 2026' }).waitFor();
    expect(await figures.getByRole('list', { name: 'Rückläufig' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Root Rosa\s*PV 50 → 0$/),
      expect.stringMatching(/^Carl Leg\s*PV 10 → 0$/),
    ]);
    await expectFitsPhone(page, "the dashboard's figures in German");
  });
});
