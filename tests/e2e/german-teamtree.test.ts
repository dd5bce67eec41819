import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The tree page in German (issue 36): a German owner and a German READ member see the toolbar,
 * its menus, the search, a partner's actions, the partner dialogs, 'Select yourself!', the
 * refusal of an action, the bill-date legend and the overview map in German, and the page fits a
 * phone in German. Every text checked is found by its German name, so one left in English fails.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Team Sonne',
  root: 'Rosa Wurzel',
  owner: { firstName: 'Olga', lastName: 'Owner' },
  member: { firstName: 'Mia', lastName: 'Mitglied' },
  seed: async (planted) => {
    // Both speak German: their accounts say so (`me.language`), and their browsers too.
    for (const user of [planted.owner, planted.member]) expect((await app.api.put('/api/auth/language', { language: 'de' }, { token: user.access })).status).toBe(200);
    const anna = await planted.addPartner('Anna Adler');
    await planted.addPartner('Bert Berg');
    await planted.addPartner('Carl Conrad', anna);
  },
  browser: { width: 1280, height: 800, locale: 'de-DE' },
});

/** Selects a partner through the page's list of partners (the canvas keeps no DOM per node). */
async function selectPartner(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name} auswählen \\(`) }).dispatchEvent('click');
  return page.getByRole('toolbar', { name: `Aktionen für ${name}` });
}

describe('the tree page in German', () => {
  it('shows the toolbar, the View menu, the search, the map and a partner’s actions in German', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const bar = page.getByRole('region', { name: 'Baum-Werkzeugleiste' });
    for (const name of ['Zu mir', 'Lupe aktivieren', 'Vergrößern', 'Verkleinern']) await bar.getByRole('button', { name, exact: true }).waitFor();
    expect(await page.getByTestId('zoom-level').innerText()).toMatch(/^\d+\s%$/);
    await page.getByRole('button', { name: 'Karte verbergen' }).waitFor();
    await page.getByRole('img', { name: 'Übersicht des ganzen Baums; klicken oder ziehen, um die Ansicht zu verschieben' }).waitFor();
    await page.getByRole('heading', { name: 'Profile in diesem TeamTree (4)' }).waitFor({ state: 'attached' });

    await bar.getByRole('button', { name: 'Ansicht', exact: true }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Ganzen Baum zeigen', 'Alle aufklappen', 'Zuklappen bis Ebene 1']) await menu.getByRole('menuitem', { name }).waitFor();
    await menu.getByRole('menuitemcheckbox', { name: 'Teamgrößen' }).waitFor();
    for (const name of ['Kompakt', 'Klassisch']) await menu.getByRole('menuitemradio', { name }).waitFor();
    for (const label of ['Anordnung', 'Zuklappen bis Ebene']) await menu.getByText(label, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const find = page.getByRole('combobox', { name: 'Partner finden' });
    expect(await find.getAttribute('placeholder')).toBe('Partner finden (Strg+F)');
    await find.fill('Carl');
    await page.getByRole('listbox', { name: 'Passende Partner' }).getByRole('option', { name: /Carl Conrad/ }).getByText('Upline Anna Adler').waitFor();
    await find.press('Enter');
    await page.getByText('1 von 1', { exact: true }).waitFor();
    for (const name of ['Vorheriger Treffer', 'Nächster Treffer']) await page.getByRole('button', { name }).waitFor();
    await page.getByRole('toolbar', { name: 'Aktionen für Carl Conrad' }).waitFor();
    await find.fill('Niemand');
    await page.getByRole('listbox', { name: 'Passende Partner' }).getByText('Kein Partner gefunden').waitFor();
    await find.fill('');

    const actions = await selectPartner(page, 'Anna Adler');
    for (const name of ['Details zu Anna Adler', 'Anna Adler bearbeiten', 'Anna Adler löschen', 'Partner unter Anna Adler anlegen', 'Upline von Anna Adler ändern']) await actions.getByRole('button', { name }).waitFor();
    await actions.getByRole('button', { name: 'Team von Anna Adler zuklappen' }).click();
    await page.getByText('Team von Anna Adler zugeklappt: 1 Partner verborgen').waitFor({ state: 'attached' });
    await actions.getByRole('button', { name: 'Team von Anna Adler aufklappen: +1 verborgen' }).click();
    await page.getByText('Team von Anna Adler aufgeklappt').waitFor({ state: 'attached' });

    // The bill-date view's legend: the statuses and what they mean.
    await page.getByRole('radiogroup', { name: 'Ansicht' }).getByRole('radio', { name: 'Abrechnung' }).click();
    const legend = page.getByRole('region', { name: 'Farben der Abrechnung' });
    for (const text of ['Aktiv', 'in mehr als 7 Tagen', 'Bald', 'in den nächsten 7 Tagen', 'Keine Abrechnung', 'keine Abrechnung']) await legend.getByText(text, { exact: true }).waitFor();
    await page.getByRole('radiogroup', { name: 'Ansicht' }).getByRole('radio', { name: 'Standard' }).click();
    await legend.waitFor({ state: 'detached' });
  });

  it('shows the partner dialogs in German: edit with reminders, change upline, delete, and the team figures', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const actions = await selectPartner(page, 'Anna Adler');

    await actions.getByRole('button', { name: 'Anna Adler bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Partner bearbeiten' });
    await edit.getByRole('heading', { name: 'Erinnerungen' }).waitFor();
    await edit.getByText('Noch keine Erinnerungen.', { exact: true }).waitFor();
    await edit.getByLabel('Neue Erinnerung (Enter fügt hinzu)').fill('Anrufen');
    for (const label of ['Fälligkeitsdatum der neuen Erinnerung', 'Uhrzeit der neuen Erinnerung']) await edit.getByLabel(label, { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Erinnerung hinzufügen' }).click();
    await edit.getByLabel('Fälligkeitsdatum der Erinnerung Anrufen').waitFor();
    const changeUpline = edit.getByRole('button', { name: 'Upline ändern…' });
    expect(await changeUpline.getAttribute('title')).toBe('Speichere oder verwirf zuerst deine Änderungen');
    for (const name of ['Abbrechen', 'Speichern']) await edit.getByRole('button', { name, exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Erinnerung Anrufen entfernen' }).click();
    await changeUpline.click();

    const move = page.getByRole('dialog', { name: 'Upline von Anna Adler ändern' });
    await move.getByText('Die ganze Downline zieht mit um.', { exact: true }).waitFor();
    expect(await move.getByRole('combobox', { name: 'Neue Upline' }).getAttribute('placeholder')).toBe('Namen eingeben');
    await move.getByRole('listbox', { name: 'Mögliche Uplines' }).getByRole('option', { name: /Bert Berg/ }).getByText('Upline Rosa Wurzel').waitFor();
    await move.getByRole('combobox', { name: 'Neue Upline' }).fill('Carl');
    await move.getByRole('status').getByText('Carl Conrad ist in der Downline von Anna Adler: Ein Partner kann nicht unter sein eigenes Team.', { exact: true }).waitFor();
    await move.getByRole('button', { name: 'Abbrechen' }).click();
    await move.waitFor({ state: 'detached' });

    await actions.getByRole('button', { name: 'Anna Adler löschen' }).click();
    const sure = page.getByRole('alertdialog', { name: 'Bist du wirklich sicher?' });
    await sure
      .getByText('„Anna Adler“ hat 1 Partner darunter. „Platzhalter anlegen“ behält sie; „Dieses Profil löschen“ löscht 2 Partner: „Anna Adler“ und alle darunter.', { exact: true })
      .waitFor();
    await sure.getByText('Du kannst es 30 Tage lang unter „Zuletzt gelöscht“ wiederherstellen.').waitFor();
    for (const name of ['Platzhalter anlegen', 'Dieses Profil löschen']) await sure.getByRole('button', { name }).waitFor();
    await sure.getByRole('button', { name: 'Abbrechen' }).click();
    await sure.waitFor({ state: 'detached' });

    // The team figures in the partner's details.
    await actions.getByRole('button', { name: 'Details zu Anna Adler' }).click();
    const details = page.getByRole('dialog', { name: 'Anna Adler' });
    await details.getByText('1 Partner auf 1 Ebene darunter, 1 Linie', { exact: true }).waitFor();
    await details.getByRole('list', { name: 'Linien' }).getByText('1 Partner · 1 Ebene', { exact: true }).waitFor();
  });

  it('asks a German member to select themselves in German, then explains a refused action in German', async () => {
    const { page } = team.memberBrowser;
    await page.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    const panel = page.getByRole('complementary', { name: 'Wähle dich aus!' });
    await panel.getByText('Welches Profil in diesem TeamTree bist du? Wähl es aus, um mit dem Baum zu arbeiten.').waitFor();
    const hint = page.getByTestId('select-yourself-hint');
    await hint.getByText('Wähle rechts dein Profil, um loszulegen.', { exact: true }).waitFor();
    await hint.getByText('Der Baum öffnet sich, sobald du mit deinem eigenen Profil beigetreten bist.', { exact: true }).waitFor();
    const search = panel.getByLabel('Suchen', { exact: true });
    await search.fill('Niemand');
    await panel.getByText('Kein Profil gefunden.', { exact: true }).waitFor();
    await search.fill('');
    await panel.getByRole('button', { name: 'Beitreten' }).click();
    await panel.getByRole('alert').getByText('Bitte wähle zuerst ein Profil aus').waitFor();
    await panel.getByRole('radiogroup', { name: 'Dein Profil' }).getByRole('radio', { name: 'Bert Berg' }).check();
    await panel.getByRole('button', { name: 'Beitreten' }).click();
    await panel.waitFor({ state: 'detached' });

    // A reader: the changing actions say why they are unavailable, and a try is refused in German.
    const actions = await selectPartner(page, 'Anna Adler');
    const editButton = actions.getByRole('button', { name: 'Anna Adler bearbeiten' });
    expect(await editButton.getAttribute('title')).toBe('Bearbeiten (du darfst diesen TeamTree nur lesen)');
    await editButton.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Du darfst keine Profile bearbeiten.' });
    await refusal.getByRole('button', { name: 'Schließen' }).click();
    await refusal.waitFor({ state: 'detached' });
  });

  it('fits a phone in German, with the search and the Tree tools menu in German; a user without a tree is asked to plant one', async () => {
    const phone = PHONES[0];
    const { page } = await app.signedIn(team.owner, { ...phone, locale: 'de-DE' });
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Suchen', exact: true }).waitFor();
    await expectFitsPhone(page, 'tree page in German');
    await page.getByRole('button', { name: 'Baum-Werkzeuge' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Ganzen Baum zeigen', 'Zu mir', 'Vergrößern', 'Verkleinern', 'Ganzer Baum als PNG', 'Sichtbarer Teil als PNG', 'Ganzen Baum drucken…', 'Sichtbaren Teil drucken…']) {
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    for (const name of ['Teamgrößen', 'Lupe']) await menu.getByRole('menuitemcheckbox', { name, exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const newcomer = await app.register({ language: 'de' });
    const other = await app.signedIn(newcomer, { width: 1024, height: 768, locale: 'de-DE' });
    await other.page.goto(`${app.url}/teamtree`);
    await other.page.getByText('Du hast noch keinen TeamTree. Pflanz einen oder tritt einem bei.', { exact: true }).waitFor();
    await other.page.getByRole('main').getByRole('button', { name: 'Neuen TeamTree pflanzen' }).waitFor();
  });
});
