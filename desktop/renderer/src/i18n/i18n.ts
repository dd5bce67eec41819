import i18next from 'i18next';
import { local } from '../session/browser-storage';
import type { Catalogue } from './en';
import englishMessages from './locales/en.messages.json';
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** The language chosen on this device (the switch, or the account's seen last): shown at once on the next start, offline too. */
export const LANGUAGE_KEY = 'teamtree.language';

/**
 * Each language's catalogue, loaded on its own: the app's first script carries neither (they were
 * 41 kB of its gzip size, each user reads one). public/early-tree.js asks for the one the page
 * will show while the first script is on its way (docs/i18n.md, docs/performance.md). The JSON
 * files are loaded as they are (en.ts and de.ts type them), so that their chunks import nothing
 * from the first script: English's `messages` area is in that script already (messages.ts).
 */
const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./locales/en.json').then((module) => ({ ...module.default, messages: englishMessages })),
  de: () => import('./locales/de.json').then((module) => module.default),
};

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
const firstLanguage = chooseLanguage({ kept: local.getItem(LANGUAGE_KEY), preferred: preferredLanguages() });
void i18n.init({
  resources: {},
  partialBundledLanguages: true,
  lng: firstLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'de'],
  // React escapes what it renders; the texts are plain text.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Makes `language`'s texts available (once; a failed load is tried again on the next call). */
export function loadLanguage(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = CATALOGUES[language]().then((catalogue) => {
      i18n.addResourceBundle(language, 'translation', catalogue, true, true);
      loaded.add(language);
    });
    load.catch(() => loading.delete(language));
    loading.set(language, load);
  }
  return load;
}

/** Settled once the texts of the language the app starts in are there: the app renders after it (main.tsx). */
export const firstLanguageReady: Promise<void> = loadLanguage(firstLanguage);

/** The language shown now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** A text of the current language, for code outside React components (a component uses `useTranslation`). */
export const t = i18n.t.bind(i18n);

function markDocument(language: string): void {
  if (page.document?.documentElement) page.document.documentElement.lang = language;
}
markDocument(currentLanguage());
i18n.on('languageChanged', markDocument);

/** The language last asked for: a slower load of an earlier choice does not switch back to it. */
let wanted: Language = firstLanguage;

/** Shows `language` as soon as its texts are there (at once when they are) and keeps it on this device. */
export function showLanguage(language: Language): void {
  local.setItem(LANGUAGE_KEY, language);
  wanted = language;
  const change = () => {
    if (wanted === language && language !== i18n.language) void i18n.changeLanguage(language);
  };
  if (loaded.has(language)) change();
  else void loadLanguage(language).then(change, () => undefined);
}
