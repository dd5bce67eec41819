import { Stream } from 'node:stream';
import type Koa from 'koa';
import { IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_INVALID, idempotencyKey } from '../../shared/schemas/idempotency';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { badRequest, HttpError } from '../http/errors';
import { bodyDigest } from './body-digest';
import { claimKey } from './claim-key';
import { keepClaimFresh } from './keep-claim-fresh';
import { releaseClaim, storeAnswer, type HeldKey } from './key-store';

/** The methods a key applies to (API.md "Idempotent writes"). */
const KEYED_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** The request's key; `null` when it has none or is no write. 400 for a key that is not 1-100 printable ASCII characters. */
function keyOf(ctx: Koa.Context): string | null {
  const header = ctx.headers['idempotency-key'];
  if (header === undefined || !KEYED_METHODS.has(ctx.method)) return null;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return parsed.data;
}

/** Answers that ask to try again later (or that failed): never kept, the key is released. */
const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429;

/** The answer's body as JSON text the way Koa sends it; `undefined` for a body that is no JSON (text, bytes, a stream). */
function jsonText(body: unknown): string | null | undefined {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Buffer.isBuffer(body) || ArrayBuffer.isView(body) || body instanceof Stream || body instanceof Blob || body instanceof ReadableStream) return undefined;
  return JSON.stringify(body);
}

/** Runs the write holding the key, then keeps its answer (or releases the key when it is worth retrying). */
async function runHeld(app: AppContext, ctx: Koa.Context, held: HeldKey, next: Koa.Next): Promise<void> {
  const freshness = keepClaimFresh(app, held);
  let answer: { status: number; text: string | null | undefined };
  try {
    await next();
    answer = { status: ctx.status, text: jsonText(ctx.body) };
  } catch (err) {
    await freshness.stop();
    // The answer the error middleware gives a client error; anything else is a failure.
    const kept = err instanceof HttpError && !worthRetrying(err.status);
    await settle(app, held, kept ? { status: err.status, text: JSON.stringify({ error: err.message, ...err.extra }) } : null);
    throw err;
  }
  await freshness.stop();
  await settle(app, held, answer.text === undefined || worthRetrying(answer.status) ? null : { status: answer.status, text: answer.text });
}

/** Keeps the answer, or (`null`) releases the key. A failure here is logged: the write's own answer still goes out. */
async function settle(app: AppContext, held: HeldKey, answer: { status: number; text: string | null } | null): Promise<void> {
  try {
    if (answer) await storeAnswer(app.db, held, answer.status, answer.text);
    else await releaseClaim(app.db, held);
  } catch (err) {
    app.log.error('[idempotency] could not settle a key:', err);
  }
}

/**
 * `Idempotency-Key` for a route behind `requireUser` (docs/offline.md "Idempotent writes
 * (server)"): a POST, PUT or DELETE with the header claims the key for the signed-in user and
 * runs, or answers what the key's first request answered (`Idempotent-Replayed: true`, nothing
 * written or emitted), 422 for a key used for another request, 409 while the first still runs.
 * The body is `ctx.request.body` (parsed by then). Requests without the header pass untouched.
 */
export function idempotentWrites(app: AppContext): Koa.Middleware {
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === null) return next();
    const request = { userId: currentUser(ctx).id, key, method: ctx.method, path: ctx.originalUrl, bodyHash: await bodyDigest(ctx.request.body) };
    const outcome = await claimKey(app.db, request);
    if ('run' in outcome) return runHeld(app, ctx, outcome.run, next);
    ctx.status = outcome.replay.status;
    ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (outcome.replay.response === null) return;
    ctx.type = 'application/json';
    ctx.body = outcome.replay.response;
  };
}

/**
 * 400 for a malformed `Idempotency-Key` before the route reads its own body (the import's, up
 * to 32 MiB); `idempotentWrites` later holds the key.
 */
export function idempotencyKeyFormat(): Koa.Middleware {
  return (ctx, next) => {
    keyOf(ctx);
    return next();
  };
}

/**
 * The `auth` of the routers under /api/teamtree: `requireUser`, then `idempotentWrites`, so
 * every write route of such a router takes `Idempotency-Key` (the import, which reads its body
 * later, mounts `idempotentWrites` itself after reading it).
 */
export function requireUserIdempotent(app: AppContext): Koa.Middleware {
  const auth = requireUser(app);
  const keyed = idempotentWrites(app);
  return (ctx, next) => auth(ctx, () => keyed(ctx, next));
}
