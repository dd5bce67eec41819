/** The languages TeamTree speaks (API.md, Language: `me.language`). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The browser's (or system's) language: the first of its preferred languages that TeamTree
 * speaks ('de', 'de-DE', 'de-AT' → German; 'en-US' → English), English when none is.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Which language the app shows: the account's once the server names it (`me.language`), else the
 * choice kept on this device (the switch, or the account's language seen on an earlier visit),
 * else the browser's.
 */
export function chooseLanguage(sources: { account?: unknown; kept?: unknown; preferred: readonly string[] }): Language {
  if (isLanguage(sources.account)) return sources.account;
  if (isLanguage(sources.kept)) return sources.kept;
  return browserLanguage(sources.preferred);
}
