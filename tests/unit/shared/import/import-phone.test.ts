import { describe, expect, it } from 'vitest';
import { normaliseImportPhone } from '../../../../shared/import/import-phone';

describe('normaliseImportPhone', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['+49 151 1234567', '+49 1511234567'],
    ['+49 (0)151 1234567', '+49 1511234567'],
    ['+491511234567', '+49 1511234567'],
    ['00491511234567', '+49 1511234567'],
    ['+1 (555) 123-4567', '+1 5551234567'],
    ['+12025550123', '+1 2025550123'],
    ['0151/123 45 67', '01511234567'],
    ['0151-1234567', '01511234567'],
    ['+351 912345678', '+351 912345678'],
  ])('%j -> %j', (text, expected) => {
    expect(normaliseImportPhone(text)).toBe(expected);
  });

  it.each(['call me', '0151 12345678901234567', '+', '+49', '151 abc', '+999999 1234'])('refuses %j', (text) => {
    expect(normaliseImportPhone(text)).toBeNull();
  });
});
