import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import type { ListColumn } from '../../../../desktop/renderer/src/screens/teamlist/columns';
import { canHide, columnLabel, fixedColumnLabel, isSortable, moveColumn, normalizeVisibleColumns, offeredColumns, sameColumns, shownColumns, toggleColumn } from '../../../../desktop/renderer/src/screens/teamlist/columns';

/** The fixed columns in the order offered, each with its label in English (the spec's words) and in German. */
const LABELS: [ListColumn, string, string][] = [
  ['name', 'Name', 'Name'],
  ['phone', 'Phone', 'Telefon'],
  ['birthday', 'Birthday', 'Geburtstag'],
  ['billDate', 'Bill Date', 'Abrechnung'],
  ['upline', 'Upline', 'Upline'],
  ['teamSize', 'Team size', 'Teamgröße'],
  ['level', 'Level', 'Ebene'],
  ['largestLeg', 'Largest leg', 'Größtes Bein'],
  ['lastContact', 'Last contact', 'Letzter Kontakt'],
  ['nextFollowUp', 'Next follow-up', 'Nächstes Nachfassen'],
];
const FIXED = LABELS.map(([column]) => column);
const labels = () => Object.fromEntries(FIXED.map((column) => [column, fixedColumnLabel(column)]));

describe('teamlist columns', () => {
  it("labels the five list columns as the spec names them, issue 13's 'Team size' and 'Level', issue 24's 'Largest leg' and issue 37's follow-ups", () => {
    expect(labels()).toEqual(Object.fromEntries(LABELS.map(([column, english]) => [column, english])));
  });

  it('labels them in German when German is shown (issue 36); a category column keeps its name', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(labels()).toEqual(Object.fromEntries(LABELS.map(([column, , german]) => [column, german])));
      expect(columnLabel('category:Rank')).toBe('Rank');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sorts on name, upline, birthday, billDate, team size, level, largest leg and the follow-ups only', () => {
    expect(['name', 'upline', 'birthday', 'billDate', 'teamSize', 'level', 'largestLeg', 'lastContact', 'nextFollowUp'].every((c) => isSortable(c as never))).toBe(true);
    expect(isSortable('phone')).toBe(false);
  });

  it('normalizes stored columns: known ones, once each, in order; defaults when none is left', () => {
    expect(normalizeVisibleColumns(['upline', 'name', 'upline', 'nope'])).toEqual(['upline', 'name']);
    expect(normalizeVisibleColumns([])).toEqual(['name', 'billDate', 'upline']);
    expect(normalizeVisibleColumns('name')).toEqual(['name', 'billDate', 'upline']);
    expect(normalizeVisibleColumns(undefined)).toEqual(['name', 'billDate', 'upline']);
  });

  it('keeps the computed columns where they stand, but never alone (visibleCols would be empty)', () => {
    expect(normalizeVisibleColumns(['level', 'name', 'teamSize'])).toEqual(['level', 'name', 'teamSize']);
    expect(normalizeVisibleColumns(['teamSize', 'level'])).toEqual(['name', 'billDate', 'upline']);
  });

  it('toggles a column: hides it, or shows it at the end', () => {
    expect(toggleColumn(['name', 'billDate'], 'billDate')).toEqual(['name']);
    expect(toggleColumn(['name', 'billDate'], 'phone')).toEqual(['name', 'billDate', 'phone']);
  });

  it('keeps the last visible column', () => {
    expect(toggleColumn(['upline'], 'upline')).toEqual(['upline']);
  });

  it('shows and hides team size and level like any column, but keeps the last contract column beside them', () => {
    expect(toggleColumn(['name'], 'teamSize')).toEqual(['name', 'teamSize']);
    expect(toggleColumn(['name', 'teamSize', 'level'], 'teamSize')).toEqual(['name', 'level']);
    expect(canHide(['name', 'level'], 'level')).toBe(true);
    expect(canHide(['name', 'level'], 'name')).toBe(false);
    expect(toggleColumn(['name', 'level'], 'name')).toEqual(['name', 'level']);
    expect(canHide(['name', 'phone', 'level'], 'name')).toBe(true);
  });

  it('moves a column to the drop target in both directions', () => {
    expect(moveColumn(['name', 'billDate', 'upline'], 'name', 'upline')).toEqual(['billDate', 'upline', 'name']);
    expect(moveColumn(['name', 'billDate', 'upline'], 'upline', 'name')).toEqual(['upline', 'name', 'billDate']);
    expect(moveColumn(['name', 'billDate'], 'name', 'name')).toEqual(['name', 'billDate']);
    expect(moveColumn(['name', 'billDate'], 'phone', 'name')).toEqual(['name', 'billDate']);
  });

  it("offers one column per category of the tree, labelled by the category's name, sortable, kept in the stored columns", () => {
    expect(offeredColumns(['Rank', 'Team'])).toEqual([...FIXED, 'category:Rank', 'category:Team']);
    expect(columnLabel('category:Rank')).toBe('Rank');
    expect(columnLabel('billDate')).toBe('Bill Date');
    expect(isSortable('category:Rank')).toBe(true);
    expect(normalizeVisibleColumns(['name', 'category:Rank', 'category:', 'category:Rank'])).toEqual(['name', 'category:Rank']);
    expect(toggleColumn(['name'], 'category:Rank')).toEqual(['name', 'category:Rank']);
  });

  it("shows a chosen category column only in a tree that has the category (it stays chosen for the others)", () => {
    expect(shownColumns(['name', 'category:Rank', 'category:Team', 'level'], ['Team'])).toEqual(['name', 'category:Team', 'level']);
    expect(shownColumns(['name', 'category:Rank'], [])).toEqual(['name']);
  });

  it('compares column lists by order', () => {
    expect(sameColumns(['name', 'upline'], ['name', 'upline'])).toBe(true);
    expect(sameColumns(['name', 'upline'], ['upline', 'name'])).toBe(false);
  });
});
