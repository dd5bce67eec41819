import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from '../../../../desktop/renderer/src/i18n/language';

describe('which language (issue 36)', () => {
  it('takes the browser’s first language TeamTree speaks', () => {
    expect(browserLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(browserLanguage(['de'])).toBe('de');
    expect(browserLanguage(['de-AT'])).toBe('de');
    expect(browserLanguage(['en-US', 'de'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de-CH'])).toBe('de');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(['DE_de'])).toBe('de');
  });

  it('prefers the account’s language, then the one kept on the device, then the browser’s', () => {
    expect(chooseLanguage({ account: 'en', kept: 'de', preferred: ['de-DE'] })).toBe('en');
    expect(chooseLanguage({ account: 'de', kept: 'en', preferred: ['en-US'] })).toBe('de');
    expect(chooseLanguage({ kept: 'de', preferred: ['en-US'] })).toBe('de');
    expect(chooseLanguage({ kept: 'en', preferred: ['de-DE'] })).toBe('en');
    expect(chooseLanguage({ preferred: ['de-DE'] })).toBe('de');
  });

  it('ignores what is no language it speaks (a server without me.language, a damaged store)', () => {
    expect(chooseLanguage({ account: undefined, kept: null, preferred: ['de'] })).toBe('de');
    expect(chooseLanguage({ account: 'fr', kept: 'xx', preferred: ['en'] })).toBe('en');
  });
});
