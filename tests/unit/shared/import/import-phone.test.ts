import { describe, expect, it } from 'vitest';
import { normaliseImportPhone } from '../../../../shared/import/import-phone';

describe('normaliseImportPhone', () => {
  it.each([
    ['', 'DE', ''],
    ['  ', 'DE', ''],
    ['0171/6715198', 'DE', '+49 1716715198'],
    ['0171/6715198', 'AT', '+43 1716715198'],
    ['0044 20 7946 0958', 'DE', '+44 2079460958'],
    ['+1 (415) 555-0100', 'DE', '+1 4155550100'],
    ['+1 (415) 555-0100', 'GB', '+1 4155550100'],
    ['+49 (0)151 1234567', 'DE', '+49 1511234567'],
    ['+44 (0)20 7946 0958', 'DE', '+44 2079460958'],
    ['+49 151 1234567', 'DE', '+49 1511234567'],
    ['+491511234567', 'DE', '+49 1511234567'],
    ['00491511234567', 'DE', '+49 1511234567'],
    ['0151-123 45 67', 'DE', '+49 1511234567'],
    ['020 7946 0958', 'GB', '+44 2079460958'],
    ['(415) 555-0100', 'US', '+1 4155550100'],
    ['+351 912345678', 'DE', '+351 912345678'],
    ['0171/6715198', 'XX', '+49 1716715198'],
  ])('%j in %s -> %j', (text, country, expected) => {
    expect(normaliseImportPhone(text, country)).toBe(expected);
  });

  it('reads national numbers in Germany when no country is given', () => {
    expect(normaliseImportPhone('0171/6715198')).toBe('+49 1716715198');
  });

  it.each(['call me', '0151 12345678901234567', '+', '+49', '151 abc', '+999999 1234', '12'])('refuses %j', (text) => {
    expect(normaliseImportPhone(text, 'DE')).toBeNull();
  });
});
