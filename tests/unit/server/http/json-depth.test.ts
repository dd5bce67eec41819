import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, JSON_TOO_DEEP, jsonDepth, refuseDeepJson } from '../../../../server/http/json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonDepth', () => {
  it.each([
    ['a number', '42', 0],
    ['a string with brackets', '"[[{{"', 0],
    ['an empty object', '{}', 1],
    ['an object holding a list', '{"a":[1,2,{"b":null}]}', 3],
    ['siblings count once', '[[],[],[[]]]', 3],
    ['brackets inside strings', '{"a":"[[[[","b":["}}}"]}', 2],
    ['an escaped quote does not end a string', '["\\"[[[", []]', 2],
    ['an escaped backslash before the closing quote', '["\\\\", [[]]]', 3],
    ['characters of several bytes', '{"ä€😀":["[ü]"]}', 2],
  ])('%s', (_label, text, depth) => {
    expect(jsonDepth(bytes(text))).toBe(depth);
  });

  it('reads 150,000 levels in one loop (no recursion to overflow)', () => {
    const deep = '['.repeat(150_000) + ']'.repeat(150_000);
    expect(jsonDepth(bytes(deep))).toBe(150_000);
  });
});

describe('refuseDeepJson', () => {
  it(`takes ${JSON_DEPTH_MAX} levels and refuses one more with a 400 {code: validation}`, () => {
    expect(() => refuseDeepJson(bytes('['.repeat(JSON_DEPTH_MAX) + ']'.repeat(JSON_DEPTH_MAX)))).not.toThrow();
    const deeper = '{"a":'.repeat(JSON_DEPTH_MAX) + '{}' + '}'.repeat(JSON_DEPTH_MAX);
    expect(() => refuseDeepJson(bytes(deeper))).toThrow(expect.objectContaining({ status: 400, message: JSON_TOO_DEEP, extra: { code: 'validation' } }));
  });
});
