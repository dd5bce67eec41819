import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_COUNTRY, isDialCountry, phoneLinks } from '../../../../shared/domain/phone-links';

const linksOf = (e164: string) => ({ e164, tel: `tel:${e164}`, whatsapp: `https://wa.me/${e164.slice(1)}`, sms: `sms:${e164}` });

describe('phoneLinks', () => {
  it('dials a phone stored with its dial code as written, whatever the tree country', () => {
    expect(phoneLinks('+49 1701234567', 'DE')).toEqual({ ...linksOf('+491701234567'), display: '+49 170 1234567' });
    expect(phoneLinks('+49 1701234567', 'AT')).toMatchObject(linksOf('+491701234567'));
    expect(phoneLinks('+43 6641234567', 'DE')).toEqual({ ...linksOf('+436641234567'), display: '+43 664 1234567' });
  });

  it('dials a phone stored without a dial code in Germany by default', () => {
    expect(DEFAULT_DIAL_COUNTRY).toBe('DE');
    expect(phoneLinks('01701234567')).toEqual({ ...linksOf('+491701234567'), display: '+49 170 1234567' });
    expect(phoneLinks('01701234567', 'DE')).toMatchObject(linksOf('+491701234567'));
    // The trunk 0 may be missing too.
    expect(phoneLinks('1701234567', 'DE')).toMatchObject(linksOf('+491701234567'));
  });

  it("dials a phone stored without a dial code with the tree's country", () => {
    expect(phoneLinks('06641234567', 'AT')).toEqual({ ...linksOf('+436641234567'), display: '+43 664 1234567' });
    expect(phoneLinks('01701234567', 'AT')).toMatchObject(linksOf('+431701234567'));
    expect(phoneLinks('020 7946 0958', 'GB')).toMatchObject(linksOf('+442079460958'));
  });

  it('reads a national 0 written after the dial code as the trunk prefix', () => {
    expect(phoneLinks('+49 01701234567', 'DE')).toMatchObject(linksOf('+491701234567'));
  });

  it('falls back to Germany for a country that is not one', () => {
    expect(phoneLinks('01701234567', 'XX')).toMatchObject(linksOf('+491701234567'));
    expect(phoneLinks('01701234567', 'de')).toMatchObject(linksOf('+491701234567'));
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['123', 'too short'],
    ['+99 123456', 'no such dial code'],
    ['+49 123456789012345678', 'too long'],
    ['call 01701234567', 'words around the number'],
    ['0170 1234567 ext. 5', 'an extension'],
    ['+', 'a plus alone'],
  ])('gives no links for %j (%s)', (stored) => {
    expect(phoneLinks(stored, 'DE')).toBeNull();
  });
});

describe('isDialCountry', () => {
  it.each(['DE', 'AT', 'CH', 'US', 'GB'])('accepts %s', (code) => expect(isDialCountry(code)).toBe(true));
  it.each(['', 'de', 'DEU', 'XX', 'D', '49', ' DE'])('refuses %j', (code) => expect(isDialCountry(code)).toBe(false));
});
