/**
 * Whether a request's `If-None-Match` names the current tag (RFC 9110 section 13.1.2, weak
 * comparison: `W/"x"` and `"x"` match). The request's own `Cache-Control: no-cache` does not
 * matter here: it is meant for caches on the way, and a browser's `fetch` adds it to every
 * request that carries its own `If-None-Match` (which is how the page asks the origin whether its
 * held tree is current); Koa's `ctx.fresh` would then never answer 304.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
