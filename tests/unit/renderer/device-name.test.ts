import { afterEach, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../shared/domain/user-agent';
import { deviceName } from '../../../desktop/renderer/src/screens/account-page/device-name';
import { i18n } from '../../../desktop/renderer/src/i18n/i18n';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const APP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) TeamTree/1.4.0 Chrome/128.0 Electron/32.0.0 Safari/537.36';

describe('a session’s device in the language shown (issue 36)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says in English what the shared description says', () => {
    for (const agent of [CHROME, APP, 'curl/8.5.0', null]) expect(deviceName(agent)).toBe(describeUserAgent(agent));
  });

  it('says it in German', async () => {
    await i18n.changeLanguage('de');
    expect(deviceName(CHROME)).toBe('Chrome auf Windows');
    expect(deviceName(APP)).toBe('TeamTree-App auf macOS');
    expect(deviceName('curl/8.5.0')).toBe('Unbekannter Browser auf unbekanntem System');
    expect(deviceName(null)).toBe('Unbekanntes Gerät');
  });
});
