import type { MenuItemConstructorOptions } from 'electron';
import type { MainTexts } from './i18n/texts';

export interface AppMenuOptions {
  /** `process.platform`: macOS gets its app menu, and Quit lives there. */
  platform: string;
  /** An unpackaged (development) app offers the developer tools. */
  developer: boolean;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

/**
 * The application menu in the language of `texts`: the usual roles (Electron does what they
 * say and supplies their shortcuts), each with its label given here so no role shows
 * Electron's English label in German; on macOS the first menu is the app menu (named by the
 * system), and `window` and `help` get the system's window list and search. Rebuilt whenever
 * the language changes.
 */
export function appMenuTemplate(texts: MainTexts, options: AppMenuOptions): MenuItemConstructorOptions[] {
  const menu = texts.menu;
  const mac = options.platform === 'darwin';
  const about: MenuItemConstructorOptions = { role: 'about', label: menu.about };
  const appMenu: MenuItemConstructorOptions = {
    label: 'TeamTree',
    submenu: [
      about,
      separator,
      { role: 'services', label: menu.services },
      separator,
      { role: 'hide', label: menu.hide },
      { role: 'hideOthers', label: menu.hideOthers },
      { role: 'unhide', label: menu.showAll },
      separator,
      { role: 'quit', label: menu.quitApp },
    ],
  };
  const file: MenuItemConstructorOptions = {
    label: menu.file,
    submenu: [mac ? { role: 'close', label: menu.closeWindow } : { role: 'quit', label: menu.quit }],
  };
  const edit: MenuItemConstructorOptions = {
    label: menu.edit,
    submenu: [
      { role: 'undo', label: menu.undo },
      { role: 'redo', label: menu.redo },
      separator,
      { role: 'cut', label: menu.cut },
      { role: 'copy', label: menu.copy },
      { role: 'paste', label: menu.paste },
      ...(mac ? [{ role: 'pasteAndMatchStyle', label: menu.pasteAndMatchStyle } as const, { role: 'delete', label: menu.delete } as const] : []),
      { role: 'selectAll', label: menu.selectAll },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: menu.view,
    submenu: [
      { role: 'reload', label: menu.reload },
      { role: 'forceReload', label: menu.forceReload },
      ...(options.developer ? [{ role: 'toggleDevTools', label: menu.developerTools } as const] : []),
      separator,
      { role: 'resetZoom', label: menu.actualSize },
      { role: 'zoomIn', label: menu.zoomIn },
      { role: 'zoomOut', label: menu.zoomOut },
      separator,
      { role: 'togglefullscreen', label: menu.fullScreen },
    ],
  };
  const window: MenuItemConstructorOptions = {
    role: 'window',
    label: menu.window,
    submenu: mac
      ? [{ role: 'minimize', label: menu.minimize }, { role: 'zoom', label: menu.zoom }, separator, { role: 'front', label: menu.bringAllToFront }]
      : [{ role: 'minimize', label: menu.minimize }, { role: 'close', label: menu.closeWindow }],
  };
  const help: MenuItemConstructorOptions = { role: 'help', label: menu.help, submenu: [about] };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
