import englishMessages from './locales/en.messages.json';
import { currentLanguage, t } from './i18n';

/** The English (and the spec's German) texts of forms/messages.ts and the shared schemas → their catalogue key. */
const KEY_OF_TEXT = new Map(Object.entries(englishMessages).map(([key, text]) => [text, key as keyof typeof englishMessages]));

/**
 * A message written once in English for everyone (forms/messages.ts, a shared schema's
 * validation text) in the language shown; a text the catalogue does not know stays as it is.
 */
export function localizeMessage(text: string): string {
  if (currentLanguage() === 'en') return text;
  const key = KEY_OF_TEXT.get(text);
  return key ? t(`messages.${key}`) : text;
}
