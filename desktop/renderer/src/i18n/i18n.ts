import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { local } from '../session/browser-storage';
import { de } from './de';
import { en } from './en';
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** The language chosen on this device (the switch, or the account's seen last): shown at once on the next start, offline too. */
export const LANGUAGE_KEY = 'teamtree.language';

export const RESOURCES = { en: { translation: en }, de: { translation: de } } as const;

/** The browser's languages; a stand-in `navigator` (tests, a worker) may name none. */
const preferredLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]).filter((tag): tag is string => typeof tag === 'string');

/** The one translation instance of the renderer; react-i18next's `useTranslation` uses it. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
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
  if (typeof document !== 'undefined' && document.documentElement) document.documentElement.lang = language;
}
markDocument(currentLanguage());
i18n.on('languageChanged', markDocument);

/** Shows `language` at once and keeps it on this device. */
export function showLanguage(language: Language): void {
  local.setItem(LANGUAGE_KEY, language);
  if (language !== i18n.language) void i18n.changeLanguage(language);
}
