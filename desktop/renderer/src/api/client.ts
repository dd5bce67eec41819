import type { z } from 'zod';
import type { Platform } from '../platform/platform';
import type { Session } from '../session/session';
import { ApiError, ConnectionError, reach } from './errors';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  query?: Query;
  /** The shared zod schema the answer is parsed with. */
  schema?: S;
  /** Send the bearer token and refresh on a 401 (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Aborts the request (the fetch rejects with an AbortError); never retried. */
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  session: Session;
  /** The host the renderer runs in (asked at each call: the desktop entry may swap it in). */
  platform: () => Platform;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Told after every request whether it reached the server (any answer) or not (offline/reachability.ts). */
  onReach?: (reached: boolean) => void;
}

type Answer<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** Builds `/api/path?query` with empty query values left out. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An answer read with its tag, or word that the held one is still current. */
export type TaggedAnswer<T> = { unchanged: true } | { unchanged: false; etag: string | null; data: T };

/** The answer's JSON, checked with the shared schema when one is given; an error status throws. */
async function parseAnswer<S extends z.ZodType | undefined>(response: Response, method: string, path: string, schema: S | undefined): Promise<Answer<S>> {
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body as Record<string, unknown> | null);
  if (!schema) return body as Answer<S>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected answer from ${method} ${path}`);
  return parsed.data as Answer<S>;
}

/**
 * The one client for every API call (spec section 7): base `/api`, cookies included on the web, the
 * bearer token attached, a 401 answered by one refresh and one retry, every request waiting
 * for a refresh in flight, answers parsed with the shared schemas.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** `/api` on the web; the hosted server's `/api` on desktop. */
  get baseUrl(): string {
    return this.options.baseUrl ?? `${this.options.platform().serverUrl}/api`;
  }

  get session(): Session {
    return this.options.session;
  }

  async request<S extends z.ZodType | undefined = undefined>(method: string, path: string, options: RequestOptions<S> = {}): Promise<Answer<S>> {
    return parseAnswer(await this.exchange(method, path, options), method, path, options.schema);
  }

  /**
   * A GET of an answer the caller holds under `etag` (or null: none held). It is sent with
   * `If-None-Match`, so the server answers 304 without a body when the held answer is still
   * current (and the browser's HTTP cache stays out of it); otherwise the new answer and its tag.
   */
  async getUnlessUnchanged<S extends z.ZodType>(path: string, etag: string | null, options: RequestOptions<S> = {}): Promise<TaggedAnswer<Answer<S>>> {
    const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers;
    const response = await this.exchange('GET', path, { ...options, headers });
    if (etag && response.status === 304) return { unchanged: true };
    return { unchanged: false, etag: response.headers.get('etag'), data: await parseAnswer(response, 'GET', path, options.schema) };
  }

  /** Sends a request with the bearer token; a 401 is answered by one refresh and one retry. */
  private async exchange(method: string, path: string, options: RequestOptions<z.ZodType | undefined>): Promise<Response> {
    const auth = options.auth ?? true;
    const session = this.options.session;
    await session.settled();
    if (auth && !session.token && session.lastToken && session.hasRefreshMarker) {
      // A known-expired token: refresh first instead of provoking a 401.
      await session.refresh().catch(() => undefined);
    }
    const sentWith = auth ? session.token : null;
    const response = await this.send(method, path, options, sentWith);
    if (response.status !== 401 || !auth || path === '/auth/refresh') return response;
    const original = new ApiError(401, (await readBody(response)) as Record<string, unknown> | null);
    if (!session.token && !session.hasRefreshMarker) throw original;
    try {
      await session.settled();
      // Another request may already have refreshed since this one was sent.
      const current = session.token;
      const token = current && current !== sentWith ? current : await session.refresh();
      return await this.send(method, path, options, token);
    } catch {
      throw original;
    }
  }

  get<S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) {
    return this.request<S>('GET', path, options);
  }
  post<S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>) {
    return this.request<S>('POST', path, { ...options, body: body ?? {} });
  }
  put<S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>) {
    return this.request<S>('PUT', path, { ...options, body: body ?? {} });
  }
  delete<S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) {
    return this.request<S>('DELETE', path, options);
  }

  /** The refresh call through the host, outside the retry logic (the session coordinates it). */
  async refreshAccess(): Promise<string> {
    const { status, body } = await this.options.platform().refresh();
    const answer = body as Record<string, unknown> | null;
    // The desktop host answers a refresh it could not send with `unreachable` (desktop/main/session-bridge.ts).
    if (answer?.unreachable === true) throw new ConnectionError();
    if (status !== 200 || typeof answer?.access !== 'string') throw new ApiError(status, answer);
    return answer.access;
  }

  private send(method: string, path: string, options: RequestOptions<z.ZodType | undefined>, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    // A DELETE carries a body only where its route reads one (`DELETE /api/auth/account`).
    if (options.body !== undefined && method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    // Cookies belong to the web build; the desktop renderer (another origin) sends bearer tokens only.
    const credentials = this.options.platform().kind === 'web' ? 'include' : 'omit';
    const { onReach } = this.options;
    return reach(() => this.fetchImpl(buildUrl(this.baseUrl, path, options.query), { method, headers, body, credentials, signal: options.signal })).then(
      (response) => {
        onReach?.(true);
        return response;
      },
      (error: unknown) => {
        if (error instanceof ConnectionError) onReach?.(false);
        throw error;
      },
    );
  }
}
