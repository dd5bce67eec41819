import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from '../../desktop/main/app-menu';
import { MAIN_TEXTS } from '../../desktop/main/i18n/texts';

type Item = MenuItemConstructorOptions;

/** Each menu's label and its items as `role: label` (separators as '-'). */
function outline(template: Item[]): Record<string, string[]> {
  return Object.fromEntries(
    template.map((menu) => [menu.label, (menu.submenu as Item[]).map((item) => (item.type === 'separator' ? '-' : `${item.role}: ${item.label}`))]),
  );
}

/** Every item of the template, menus included. */
const allItems = (template: Item[]): Item[] => template.flatMap((menu) => [menu, ...((menu.submenu as Item[] | undefined) ?? [])]);

describe('the application menu', () => {
  it('in English on Windows and Linux: File with Quit, Edit, View, Window, Help', () => {
    for (const platform of ['win32', 'linux']) {
      expect(outline(appMenuTemplate(MAIN_TEXTS.en, { platform, developer: false }))).toEqual({
        File: ['quit: Quit'],
        Edit: ['undo: Undo', 'redo: Redo', '-', 'cut: Cut', 'copy: Copy', 'paste: Paste', 'selectAll: Select All'],
        View: ['reload: Reload', 'forceReload: Force Reload', '-', 'resetZoom: Actual Size', 'zoomIn: Zoom In', 'zoomOut: Zoom Out', '-', 'togglefullscreen: Toggle Full Screen'],
        Window: ['minimize: Minimize', 'close: Close Window'],
        Help: ['about: About TeamTree'],
      });
    }
  });

  it('in German on Windows and Linux: Datei with Beenden, Bearbeiten, Ansicht, Fenster, Hilfe', () => {
    const template = appMenuTemplate(MAIN_TEXTS.de, { platform: 'linux', developer: false });
    expect(template.map((menu) => menu.label)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);
    expect(outline(template)).toEqual({
      Datei: ['quit: Beenden'],
      Bearbeiten: ['undo: Rückgängig', 'redo: Wiederholen', '-', 'cut: Ausschneiden', 'copy: Kopieren', 'paste: Einfügen', 'selectAll: Alles auswählen'],
      Ansicht: ['reload: Neu laden', 'forceReload: Neu laden erzwingen', '-', 'resetZoom: Originalgröße', 'zoomIn: Vergrößern', 'zoomOut: Verkleinern', '-', 'togglefullscreen: Vollbild ein/aus'],
      Fenster: ['minimize: Minimieren', 'close: Fenster schließen'],
      Hilfe: ['about: Über TeamTree'],
    });
  });

  it('on macOS: the app menu first (About, Services, Hide, Quit), Close Window in File, the window list in Window', () => {
    const english = appMenuTemplate(MAIN_TEXTS.en, { platform: 'darwin', developer: false });
    expect(english.map((menu) => menu.label)).toEqual(['TeamTree', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(outline(english)).toMatchObject({
      TeamTree: ['about: About TeamTree', '-', 'services: Services', '-', 'hide: Hide TeamTree', 'hideOthers: Hide Others', 'unhide: Show All', '-', 'quit: Quit TeamTree'],
      File: ['close: Close Window'],
      Window: ['minimize: Minimize', 'zoom: Zoom', '-', 'front: Bring All to Front'],
    });
    expect(outline(english).Edit).toEqual(expect.arrayContaining(['pasteAndMatchStyle: Paste and Match Style', 'delete: Delete']));
    expect(english.find((menu) => menu.label === 'Window')?.role).toBe('window');
    expect(english.find((menu) => menu.label === 'Help')?.role).toBe('help');

    const german = appMenuTemplate(MAIN_TEXTS.de, { platform: 'darwin', developer: false });
    expect(german.map((menu) => menu.label)).toEqual(['TeamTree', 'Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);
    expect(outline(german)).toMatchObject({
      TeamTree: ['about: Über TeamTree', '-', 'services: Dienste', '-', 'hide: TeamTree ausblenden', 'hideOthers: Andere ausblenden', 'unhide: Alle einblenden', '-', 'quit: TeamTree beenden'],
      Datei: ['close: Fenster schließen'],
      Fenster: ['minimize: Minimieren', 'zoom: Zoomen', '-', 'front: Alle nach vorne bringen'],
    });
  });

  it('offers the developer tools only in an unpackaged app', () => {
    const roles = (developer: boolean) => allItems(appMenuTemplate(MAIN_TEXTS.de, { platform: 'linux', developer })).map((item) => item.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
    expect(outline(appMenuTemplate(MAIN_TEXTS.de, { platform: 'linux', developer: true })).Ansicht).toContain('toggleDevTools: Entwicklertools ein/aus');
  });

  it.each(['darwin', 'win32', 'linux'])('on %s every item but a separator has its label in German, none of them English', (platform) => {
    const english = allItems(appMenuTemplate(MAIN_TEXTS.en, { platform, developer: true })).filter((item) => item.type !== 'separator');
    const german = allItems(appMenuTemplate(MAIN_TEXTS.de, { platform, developer: true })).filter((item) => item.type !== 'separator');
    expect(german).toHaveLength(english.length);
    german.forEach((item, index) => {
      expect(item.label, `${item.role}`).toEqual(expect.any(String));
      // Only the app's name reads the same in both languages.
      if (item.label !== 'TeamTree') expect(item.label).not.toBe(english[index].label);
    });
  });
});
