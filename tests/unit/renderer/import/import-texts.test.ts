import { afterEach, describe, expect, it } from 'vitest';
import { categoryValueDropped } from '../../../../shared/import/category-limit';
import { mappingProblem } from '../../../../shared/import/column-mapping';
import { COLUMN_ROLE_LABELS, COLUMN_ROLES } from '../../../../shared/import/column-roles';
import { LEADER_LINE, rootLine } from '../../../../shared/import/find-leader';
import { NO_ROWS } from '../../../../shared/import/import-table';
import { CELL_WARNING, ISSUE } from '../../../../shared/import/read-rows';
import { UPLINE_ISSUE, UPLINE_WARNING } from '../../../../shared/import/resolve-uplines';
import { filledTwice } from '../../../../shared/import/validate-import';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import { importText, roleLabel } from '../../../../desktop/renderer/src/screens/import/import-texts';

/** The import report's texts, written in English in shared/import/, in the language shown (issue 36). */
describe('import report texts', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('stay as shared/import/ writes them in English', () => {
    for (const text of [ISSUE.missingName, UPLINE_ISSUE.unknown('Niemand'), LEADER_LINE, NO_ROWS]) expect(importText(text)).toBe(text);
    // The catalogue's English names of the columns' roles are the ones shared/import/ gives them.
    for (const role of COLUMN_ROLES) expect(roleLabel(role)).toBe(COLUMN_ROLE_LABELS[role]);
    expect(roleLabel('category:Rank')).toBe('Category: Rank');
  });

  it('are German with their values in German, each builder recognised', async () => {
    await i18n.changeLanguage('de');
    const said = (text: string) => importText(text);
    expect(said(ISSUE.missingName)).toBe('Der Name fehlt.');
    expect(said(ISSUE.longName)).toBe('Der Name ist länger als 200 Zeichen.');
    expect(said(UPLINE_ISSUE.duplicateId('100', 7))).toBe('Die Partner-ID „100“ steht auch in Zeile 7.');
    expect(said(UPLINE_ISSUE.unknown('Niemand'))).toBe('Die Upline „Niemand“ ist weder in der Datei noch im TeamTree.');
    expect(said(UPLINE_ISSUE.cycle)).toBe('Die Uplines der Zeile führen zu ihr selbst zurück (ein Kreis).');
    expect(said(CELL_WARNING.badPhone('folgt'))).toBe('Telefon „folgt“ ist keine Telefonnummer: ohne Telefon importiert.');
    expect(said(CELL_WARNING.badDate('birthday', '31.02.1990', 'dd.MM.yyyy'))).toBe('Geburtstag „31.02.1990“ ist kein Datum im Format TT.MM.JJJJ (31.12.2024): ohne Geburtstag importiert.');
    expect(said(CELL_WARNING.badDate('bill date', '2031', null))).toBe('Abrechnung „2031“ ist nicht lesbar (wähle das Datumsformat): ohne Abrechnung importiert.');
    expect(said(UPLINE_WARNING.uplineSkipped(5, 'Rita (you)'))).toBe('Die Upline in Zeile 5 wird übersprungen: importiert unter Rita (du).');
    expect(said(UPLINE_WARNING.nameDiffers('Hans', 'Hans Hüther'))).toBe('Der Upline-Name „Hans“ weicht von der per ID gefundenen Upline „Hans Hüther“ ab: bitte prüfen.');
    expect(said(categoryValueDropped('Rang', 'Gold', 'BASIC'))).toBe('„Rang“ (Gold) wird nicht importiert: Mit deinem BASIC-Plan kannst du nur 1 Kategorie haben.');
    expect(said(LEADER_LINE)).toBe('Diese Zeile bist du (die Wurzel des TeamTrees): ihre Partner kommen unter dich.');
    expect(said(rootLine('Olga Owner'))).toBe('Diese Zeile ist die Wurzel des TeamTrees, Olga Owner: ihre Partner kommen unter Olga Owner.');
    expect(said(filledTwice('Rang'))).toBe('Zwei Spalten gehen in die Kategorie „Rang“: wähle eine.');
    expect(said(mappingProblem(['ignore'])!)).toBe('Wähle die Spalte mit den Namen der Partner.');
    expect(said(mappingProblem(['name', 'phone', 'phone'])!)).toBe('Nur eine Spalte kann „Telefon“ sein.');
    expect(said(mappingProblem(['name', 'category:Rang', 'category:Rang'])!)).toBe('Nur eine Spalte kann „Kategorie: Rang“ sein.');
    expect(said(NO_ROWS)).toBe('Die Datei enthält unter der Kopfzeile keine Partner.');
    // A text no rule knows (a library's own message) stays as it is.
    expect(said('Corrupt zip file')).toBe('Corrupt zip file');
  });
});
