import i18next from 'i18next';
import { local } from '../session/browser-storage';
import { de } from './de';
import { en } from './en';
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** The language chosen on this device (the switch, or the account's seen last): shown at once on the next start, offline too. */
export const LANGUAGE_KEY = 'teamtree.language';

export const RESOURCES = { en: { translation: en }, de: { translation: de } } as const;

/**
 * What this module reads of the page, typed here rather than through the DOM library: modules
 * that show text (column labels, the tree's drawn words) are also imported by Node code (tests,
 * benchmarks), which has no DOM and no React (react-binding.ts binds React in the app's entry).
 */
const page = globalThis as { navigator?: { languages?: readonly string[]; language?: string }; document?: { documentElement?: { lang: string } } };

/** The browser's languages; a stand-in `navigator` (tests, a worker) may name none. */
const preferredLanguages = (): readonly string[] => {
  const browser = page.navigator;
  if (!browser) return [];
  return (browser.languages ?? [browser.language]).filter((tag): tag is string => typeof tag === 'string');
};

/** The one translation instance of the renderer; react-i18next's `useTranslation` uses it (react-binding.ts). */
export const i18n = i18next.createInstance();
void i18n.init({
  resources: RESOURCES,
  lng: chooseLanguage({ kept: local.getItem(LANGUAGE_KEY), preferred: preferredLanguages() }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'de'],
  // React escapes what it renders; the texts are plain text.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The language shown now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** A text of the current language, for code outside React components (a component uses `useTranslation`). */
export const t = i18n.t.bind(i18n);

function markDocument(language: string): void {
  if (page.document?.documentElement) page.document.documentElement.lang = language;
}
markDocument(currentLanguage());
i18n.on('languageChanged', markDocument);

/** Shows `language` at once and keeps it on this device. */
export function showLanguage(language: Language): void {
  local.setItem(LANGUAGE_KEY, language);
  if (language !== i18n.language) void i18n.changeLanguage(language);
}
