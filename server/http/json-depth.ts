import { badRequest } from './errors';

/** How deeply a request's JSON body may nest objects and arrays (API.md additions of 2026-12-07). */
export const JSON_DEPTH_MAX = 64;
export const JSON_TOO_DEEP = 'The request is nested too deeply.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The deepest nesting of objects and arrays in JSON text (UTF-8 bytes), read in one pass without
 * recursion, so a body nested 150,000 levels deep costs one loop over its bytes. Brackets inside
 * strings do not count; the text need not be valid JSON (the parser judges that after).
 * Every byte of a multi-byte UTF-8 character is 0x80 or above, so no byte of one is taken for
 * a quote, a backslash or a bracket.
 */
export function jsonDepth(text: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/** 400 `{error: JSON_TOO_DEEP, code: "validation"}` for a body nested deeper than `JSON_DEPTH_MAX`, before it is parsed. */
export function refuseDeepJson(text: Uint8Array): void {
  if (jsonDepth(text) > JSON_DEPTH_MAX) throw badRequest(JSON_TOO_DEEP, undefined, 'validation');
}
