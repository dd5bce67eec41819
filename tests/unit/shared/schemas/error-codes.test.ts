import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../shared/schemas/error-codes';

/** The codes docs/error-codes.md lists: the first cell of each table row, in backticks. */
function documentedCodes(): string[] {
  const text = fs.readFileSync(path.join(__dirname, '../../../../docs/error-codes.md'), 'utf8');
  return [...text.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
}

describe('ERROR_CODES', () => {
  it('are lowercase words joined by "-", each once', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('are exactly the codes docs/error-codes.md explains', () => {
    expect([...documentedCodes()].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('isErrorCode knows the listed codes and nothing else', () => {
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    for (const other of ['', 'Validation', 'not found', 'nested-too-deeply', 7, null, undefined]) expect(isErrorCode(other)).toBe(false);
  });
});
