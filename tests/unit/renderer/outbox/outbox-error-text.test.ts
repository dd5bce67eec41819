import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import { outboxErrorText } from '../../../../desktop/renderer/src/outbox/outbox-error-text';

describe("a waiting change's reason in the language shown", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps the English text in English', () => {
    expect(outboxErrorText('Changed on the server meanwhile: name, bill date.')).toBe('Changed on the server meanwhile: name, bill date.');
  });

  it('says a conflict kept in English in German, field by field, and a reason it does not know as it is', async () => {
    await i18n.changeLanguage('de');
    expect(outboxErrorText('Changed on the server meanwhile: name, bill date.')).toBe('Auf dem Server inzwischen geändert: Name, Abrechnung.');
    expect(outboxErrorText('Changed on the server meanwhile: upline.')).toBe('Auf dem Server inzwischen geändert: Upline.');
    expect(outboxErrorText('Changed on the server meanwhile: colour.')).toBe('Changed on the server meanwhile: colour.');
    expect(outboxErrorText('Something the server said')).toBe('Something the server said');
  });
});
