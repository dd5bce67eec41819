import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { yieldToRequests } from '../imports/import-steps';

/**
 * The digest an idempotency key remembers its request's body by: SHA-256 (hex) of the parsed
 * body's canonical JSON, i.e. JSON with every object's keys sorted and no whitespace, so the
 * same body sent with its keys in another order is the same request. Every field counts, however
 * deep (tests/server/idempotency.test.ts). A body reaches it at most 64 levels deep: a deeper
 * one is refused before it is parsed (server/http/json-depth.ts), so the recursion here is bounded.
 */

/** A parsed JSON value in canonical JSON, in pieces; an array's elements one at a time (each small but for deep nesting). */
function* canonicalPieces(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) yield (i > 0 ? ',' : '') + canonicalJson(value[i]);
    yield ']';
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    yield '{';
    for (let i = 0; i < keys.length; i++) {
      yield `${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`;
      yield* canonicalPieces((value as Record<string, unknown>)[keys[i]]);
    }
    yield '}';
  } else {
    yield JSON.stringify(value) ?? 'null';
  }
}

/** `value` as canonical JSON text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Characters hashed at once. */
const FLUSH_CHARS = 64 * 1024;
/** Hashing lets other requests run after this much work (an import's 32 MiB take about a second). */
const SLICE_MS = 10;

/** SHA-256 (hex) of `body`'s canonical JSON, without holding the event loop for more than a few milliseconds at a time. */
export async function bodyDigest(body: unknown): Promise<string> {
  const hash = crypto.createHash('sha256');
  let pending = '';
  let sliceStart = performance.now();
  for (const piece of canonicalPieces(body)) {
    pending += piece;
    if (pending.length < FLUSH_CHARS) continue;
    hash.update(pending);
    pending = '';
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToRequests();
      sliceStart = performance.now();
    }
  }
  return hash.update(pending).digest('hex');
}
