import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { chooseImportFile, openImportScreen } from './support/import-screen';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * 'Monthly figures' presets (issue 38): a preset saved in the import is renamed and deleted in
 * 'Manage presets', each saved with the account's settings. A rename to no name or to another
 * preset's name is refused beside the field, a failed save keeps the old name, and a delete asks
 * first. Another preset, for other headings, was kept before (from another device).
 */
const app = useApp({ clock: 'real' });
const api = app.api;
const QUARTAL = { name: 'Quartal', headers: ['ID', 'PV'], mapping: ['externalId', 'pv'], numberStyle: 'de', dateFormat: null, savedAt: '2020-01-01T00:00:00.000Z' };
const team = useTeam(app, {
  tree: 'Preset Team',
  root: 'Sabine Hoffmann',
  seed: async (t) => {
    await t.addPartner('Jürgen Müller');
    const kept = await api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'billDate', 'upline'] }, figurePresets: [QUARTAL] } } }, { token: t.owner.access });
    expect(kept.status).toBe(200);
  },
});

const CSV = Buffer.from(['Partner-Nr;Vorname;Nachname;PV', '501;Jürgen;Müller;1.234,56'].join('\r\n'), 'latin1');

/** The names of the presets the server keeps for the owner. */
async function keptNames(): Promise<string[]> {
  const res = await api.get('/api/user/settings', { token: team.owner.access });
  return (res.body.settings.value.figurePresets as { name: string }[]).map((preset) => preset.name);
}

/** The accessible name of the focused element (its aria-label, else its text). */
const focused = async (page: Page) => (await page.locator(':focus').getAttribute('aria-label')) ?? (await page.locator(':focus').innerText());

async function openFiguresWithFile(page: Page) {
  await openImportScreen(page, app.url, team, 'Preset Team');
  await page.getByRole('radio', { name: 'Monthly figures' }).check();
  await page.getByRole('heading', { name: 'Import monthly figures into Preset Team' }).waitFor();
  await chooseImportFile(page, 'Monatszahlen.csv', 'text/csv', CSV);
  await page.getByLabel('Preset name').waitFor();
}

describe('managing the presets of the monthly figures import', () => {
  it('saves a preset, refuses an empty name or another preset’s, renames it with Enter, and keeps the old name when the save fails', async () => {
    const { page } = team.browser;
    await openFiguresWithFile(page);
    await page.getByLabel('Preset name').fill('Monatszahlen');
    await page.getByRole('button', { name: 'Save as preset' }).click();
    await page.getByText('Preset \u201cMonatszahlen\u201d saved: it is offered for the next file with these headings.').waitFor();

    await page.getByRole('button', { name: 'Manage presets (2)' }).click();
    const list = page.getByRole('list', { name: 'Saved presets' });
    const rows = await list.getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.split('\n').filter((line) => line !== ''))).toEqual([
      ['Monatszahlen', 'For this file\u2019s headings', 'Rename', 'Delete'],
      ['Quartal', 'For other headings (2 columns)', 'Rename', 'Delete'],
    ]);

    await page.getByRole('button', { name: 'Rename preset \u201cMonatszahlen\u201d' }).click();
    const field = page.getByLabel('New name for \u201cMonatszahlen\u201d');
    expect(await field.inputValue()).toBe('Monatszahlen');
    expect(await page.locator(':focus').inputValue()).toBe('Monatszahlen');

    await field.fill('   ');
    await field.press('Enter');
    await page.getByText('Type a name for the preset.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('quartal');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Another preset is already called \u201cquartal\u201d.').waitFor();
    expect(await keptNames()).toEqual(['Monatszahlen', 'Quartal']);

    // The server does not take it: the message says so, and the preset keeps its name.
    try {
      await page.route('**/api/user/settings', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.fallback()));
      await field.fill('Monatszahlen Backoffice');
      await field.press('Enter');
      await page.getByText(/^The preset could not be renamed\./).waitFor();
      expect(await field.inputValue()).toBe('Monatszahlen Backoffice');
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
    expect(await keptNames()).toEqual(['Monatszahlen', 'Quartal']);
    expect(await page.getByLabel('Preset', { exact: true }).inputValue()).toBe('Monatszahlen');

    await field.press('Enter');
    await page.getByText('Preset \u201cMonatszahlen\u201d renamed to \u201cMonatszahlen Backoffice\u201d.').waitFor();
    expect(await keptNames()).toEqual(['Monatszahlen Backoffice', 'Quartal']);
    expect(await focused(page)).toBe('Rename preset \u201cMonatszahlen Backoffice\u201d');
    // The mapping in use is that preset under its new name.
    expect(await page.getByLabel('Preset', { exact: true }).inputValue()).toBe('Monatszahlen Backoffice');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deletes a preset only once confirmed; Cancel and Escape keep it', async () => {
    const { page } = team.browser;
    await openFiguresWithFile(page);
    await page.getByRole('button', { name: 'Manage presets (2)' }).click();

    await page.getByRole('button', { name: 'Delete preset \u201cQuartal\u201d' }).click();
    const question = page.getByRole('group', { name: 'Delete preset \u201cQuartal\u201d?' });
    expect(await focused(page)).toBe('Cancel');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await focused(page)).toBe('Delete preset \u201cQuartal\u201d');
    await page.keyboard.press('Enter');
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await keptNames()).toEqual(['Monatszahlen Backoffice', 'Quartal']);

    // On a phone the list keeps to the page's width, the question and its buttons included.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Delete preset \u201cQuartal\u201d' }).click();
    await question.waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshotThemes(page, 'figures-presets-phone');
    await question.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Preset \u201cQuartal\u201d deleted.').waitFor();
    expect(await keptNames()).toEqual(['Monatszahlen Backoffice']);
    expect(await focused(page)).toBe('Manage presets (1)');
    await page.setViewportSize({ width: 1024, height: 768 });

    // The preset in use goes too: the file's mapping stays, no longer a preset.
    await page.getByRole('button', { name: 'Delete preset \u201cMonatszahlen Backoffice\u201d' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Preset \u201cMonatszahlen Backoffice\u201d deleted.').waitFor();
    expect(await keptNames()).toEqual([]);
    await page.getByText('No presets saved.').waitFor();
    expect(await page.getByLabel('Preset', { exact: true }).count()).toBe(0);
  });
});
