import type { Language } from '../../../shared/i18n/language';

/**
 * Every text the desktop app's main process shows itself, in English and German: the
 * application menu, the Google sign-in pages in the system browser, and the answers it gives
 * the renderer where no server answered (the renderer shows their `error`). The English texts
 * are the ones the app always had (tests read them); German says 'du'.
 */
const en = {
  menu: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    about: 'About TeamTree',
    services: 'Services',
    hide: 'Hide TeamTree',
    hideOthers: 'Hide Others',
    showAll: 'Show All',
    quit: 'Quit',
    quitApp: 'Quit TeamTree',
    closeWindow: 'Close Window',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    pasteAndMatchStyle: 'Paste and Match Style',
    delete: 'Delete',
    selectAll: 'Select All',
    reload: 'Reload',
    forceReload: 'Force Reload',
    developerTools: 'Toggle Developer Tools',
    actualSize: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Toggle Full Screen',
    minimize: 'Minimize',
    zoom: 'Zoom',
    bringAllToFront: 'Bring All to Front',
  },
  /** The pages the system browser shows when it comes back from Google (loopback-listener.ts). */
  loopback: {
    doneTitle: 'Sign-in complete',
    doneText: 'You are signed in to TeamTree. You can close this tab and return to the TeamTree app.',
    notDoneTitle: 'Sign-in not complete',
    notDoneText: 'Google sign-in did not complete. Return to the TeamTree app to see why.',
    noCodeText: 'This address carries no sign-in code. Please start the Google sign-in again from the TeamTree app.',
    notFoundTitle: 'Not found',
    notFoundText: 'This page belongs to a TeamTree sign-in and does not exist.',
  },
  /** The main process's own answers to the renderer (shown as their `error`). */
  answers: {
    unreachable: 'No connection to the server. Try again when you are online.',
    noServer: 'Choose your TeamTree server first.',
    signedOut: 'Not signed in',
    unexpectedAnswer: 'Unexpected answer from the server',
    noBrowser: 'Could not open the system browser for Google sign-in.',
    googleTimedOut: 'Google sign-in was not finished in time. Please try again.',
    googleCancelled: 'Google sign-in was cancelled.',
    googleUnavailable: 'Google sign-in is not available',
  },
  /** The update's state (DesktopUpdateState `error`). */
  updates: {
    notLoaded: 'The update could not be loaded.',
    notSigned: 'The update was refused: it is not signed by the app’s publisher.',
    notNewer: 'The update was refused: it is not newer than this version.',
  },
};

/** The shape of a language's texts: a key missing in one language is a type error. */
export type MainTexts = { readonly [Section in keyof typeof en]: { readonly [Key in keyof (typeof en)[Section]]: string } };

const de: MainTexts = {
  menu: {
    file: 'Datei',
    edit: 'Bearbeiten',
    view: 'Ansicht',
    window: 'Fenster',
    help: 'Hilfe',
    about: 'Über TeamTree',
    services: 'Dienste',
    hide: 'TeamTree ausblenden',
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    quit: 'Beenden',
    quitApp: 'TeamTree beenden',
    closeWindow: 'Fenster schließen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    pasteAndMatchStyle: 'Einfügen und Stil anpassen',
    delete: 'Löschen',
    selectAll: 'Alles auswählen',
    reload: 'Neu laden',
    forceReload: 'Neu laden erzwingen',
    developerTools: 'Entwicklertools ein/aus',
    actualSize: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fullScreen: 'Vollbild ein/aus',
    minimize: 'Minimieren',
    zoom: 'Zoomen',
    bringAllToFront: 'Alle nach vorne bringen',
  },
  loopback: {
    doneTitle: 'Anmeldung abgeschlossen',
    doneText: 'Du bist bei TeamTree angemeldet. Du kannst diesen Tab schließen und zur TeamTree-App zurückkehren.',
    notDoneTitle: 'Anmeldung nicht abgeschlossen',
    notDoneText: 'Die Anmeldung mit Google wurde nicht abgeschlossen. In der TeamTree-App siehst du, warum.',
    noCodeText: 'Diese Adresse enthält keinen Anmeldecode. Starte die Anmeldung mit Google bitte nochmal in der TeamTree-App.',
    notFoundTitle: 'Nicht gefunden',
    notFoundText: 'Diese Seite gehört zu einer TeamTree-Anmeldung und existiert nicht.',
  },
  answers: {
    unreachable: 'Keine Verbindung zum Server. Versuch es nochmal, wenn du online bist.',
    noServer: 'Wähle zuerst deinen TeamTree-Server.',
    signedOut: 'Nicht angemeldet',
    unexpectedAnswer: 'Unerwartete Antwort vom Server',
    noBrowser: 'Der Browser für die Anmeldung mit Google ließ sich nicht öffnen.',
    googleTimedOut: 'Die Anmeldung mit Google wurde nicht rechtzeitig abgeschlossen. Versuch es nochmal.',
    googleCancelled: 'Die Anmeldung mit Google wurde abgebrochen.',
    googleUnavailable: 'Die Anmeldung mit Google ist nicht verfügbar',
  },
  updates: {
    notLoaded: 'Das Update konnte nicht geladen werden.',
    notSigned: 'Das Update wurde abgelehnt: Es ist nicht vom Herausgeber der App signiert.',
    notNewer: 'Das Update wurde abgelehnt: Es ist nicht neuer als diese Version.',
  },
};

export const MAIN_TEXTS: Readonly<Record<Language, MainTexts>> = { en, de };

/** The texts of one language. */
export const mainTexts = (language: Language): MainTexts => MAIN_TEXTS[language];

/** Where a module is handed no language (tests, and the main process before it knows one). */
export const ENGLISH = (): MainTexts => MAIN_TEXTS.en;
