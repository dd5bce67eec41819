/**
 * The languages TeamTree speaks (API.md additions of 2026-12-07, "Language"): an account keeps
 * one (`me.language`), the server writes its mails in it (server/mail/) and the apps show it.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A new account's language when its app sends none. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The `Intl` locale of a language: German dates as 20.03.2031 and numbers as 1.234,5. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
