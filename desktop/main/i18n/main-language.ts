import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/language';
import type { AppSettingsStore } from '../app-settings';
import { mainTexts, type MainTexts } from './texts';

/**
 * The system's language as the renderer picks the browser's: the first of the preferred
 * languages TeamTree speaks ('de', 'de-DE', 'de-AT' → German), English when none is.
 */
export function systemLanguage(preferred: readonly string[]): Language {
  const spoken = preferred.map((tag) => tag.trim().toLowerCase().split(/[-_]/)[0]).find(isLanguage);
  return spoken ?? DEFAULT_LANGUAGE;
}

/** The language at start: the one the window showed last (kept in the app's settings), else the system's. */
export function startLanguage(kept: unknown, preferred: readonly string[]): Language {
  return isLanguage(kept) ? kept : systemLanguage(preferred);
}

/**
 * The main process's language: the system's until the window shows one (the account's, or the
 * switch's), then the window's, kept in the app's settings for the next start. Listeners (the
 * application menu) hear every change.
 */
export class MainLanguage {
  private readonly listeners = new Set<(language: Language) => void>();

  private constructor(
    private language: Language,
    private kept: Language | undefined,
    private readonly settings: AppSettingsStore,
  ) {}

  /** Reads the kept language; `preferred` is `app.getPreferredSystemLanguages()`. */
  static async load(settings: AppSettingsStore, preferred: readonly string[]): Promise<MainLanguage> {
    const { language } = await settings.read();
    return new MainLanguage(startLanguage(language, preferred), language, settings);
  }

  current(): Language {
    return this.language;
  }

  /** The texts of the current language, read when shown (a language change applies to the next text). */
  texts(): MainTexts {
    return mainTexts(this.language);
  }

  /** The window shows `language`: follow it, keep it for the next start and tell the listeners. */
  async show(language: Language): Promise<void> {
    const changed = language !== this.language;
    this.language = language;
    if (changed) for (const listener of this.listeners) listener(language);
    if (language === this.kept) return;
    this.kept = language;
    await this.settings.update({ language });
  }

  /** Calls `listener` on every change of language; answers the unsubscribe. */
  onChange(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
