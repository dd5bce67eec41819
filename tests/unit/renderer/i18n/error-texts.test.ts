import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../shared/schemas/error-codes';
import { ApiError, errorMessage } from '../../../../desktop/renderer/src/api/errors';
import { errorKeyOf } from '../../../../desktop/renderer/src/i18n/error-texts';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

/** The code's text in a language, straight from its catalogue (no fallback to the other one). */
const textOf = (language: 'en' | 'de', code: string) => {
  const key = errorKeyOf(code);
  return key ? i18n.getResource(language, 'translation', key) : undefined;
};

describe('a text for every error code of the server (issue 36, docs/error-codes.md)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each(ERROR_CODES)('%s has its text in English and in German', (code) => {
    expect(textOf('en', code), `en: errors.${code}`).toMatch(/\S/);
    expect(textOf('de', code), `de: errors.${code}`).toMatch(/\S/);
  });

  it('shows each code’s German text, not the server’s English, in German', async () => {
    await i18n.changeLanguage('de');
    for (const code of ERROR_CODES) {
      expect(errorMessage(new ApiError(400, { error: 'English from the server', code })), code).toBe(textOf('de', code));
    }
  });

  it('knows no text for a code the server does not name', () => {
    expect(errorKeyOf('a-code-from-tomorrow')).toBeUndefined();
    expect(errorKeyOf('offlineTryAgain')).toBeUndefined();
  });
});
