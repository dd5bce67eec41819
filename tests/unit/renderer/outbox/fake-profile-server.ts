import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/schemas/idempotency';
import type { TreeProfile } from '../../../../desktop/renderer/src/realtime/tree-patch';

/**
 * The network as the outbox runtime meets it (the `fetch` the api client calls): an in-memory
 * stand-in for the profile routes of one tree, with the server's `Idempotency-Key` rule (the same
 * key again gets the first answer, nothing is written twice; API.md "Idempotent writes"), and
 * faults the test orders for the next requests: no answer before the server (`down`), an answer
 * lost after the write was done (`lost`), a request the server never answers (`hang`), or a
 * refusal (`{status, error}`, nothing written).
 */

export type Fault = 'down' | 'lost' | 'hang' | { status: number; error: string };

/** One request as it left the client (every try, also those that never reached the server). */
export interface SentRequest {
  method: string;
  /** The path after `/api`. */
  path: string;
  query: Record<string, string>;
  key: string | null;
  body: Record<string, unknown> | undefined;
}

type Answer = { status: number; body: unknown };

const STALE_VERSION = 'This profile was changed in the meantime. Reload it and try again.';
const NOT_FOUND = 'Profile not found';

export class FakeProfileServer {
  /** Every request the client sent, in order. */
  readonly sent: SentRequest[] = [];
  /** The keys of the writes the server carried out (a replayed answer is none). */
  readonly written: string[] = [];
  /** The most requests that were on their way at one moment. */
  maxInFlight = 0;
  private inFlight = 0;
  private readonly profiles = new Map<string, TreeProfile>();
  private readonly answers = new Map<string, { request: string; answer: Answer }>();
  private readonly faults: Fault[] = [];
  private readonly listeners = new Set<() => void>();
  private clock = Date.parse('2026-12-01T10:00:00.000Z');

  constructor(readonly teamtreeId: string) {}

  /** A profile as the server has it at version 1 (`parentId` null: the root). */
  addProfile(id: string, name: string, parentId: string | null = null): TreeProfile {
    const profile: TreeProfile = {
      id,
      teamtreeId: this.teamtreeId,
      name,
      phone: '',
      birthday: null,
      billDate: '2031-01-01',
      parentId,
      parentName: parentId ? (this.profiles.get(parentId)?.name ?? null) : null,
      categoryData: { categories: [], tags: [] },
      categories: [],
      reminders: [],
      version: 1,
      updatedAt: this.tick(),
    };
    this.profiles.set(id, profile);
    return profile;
  }

  profile(id: string): TreeProfile | undefined {
    return this.profiles.get(id);
  }

  /** Another member's change, written on the server meanwhile (one version on). */
  changeByOther(id: string, change: Partial<Pick<TreeProfile, 'name' | 'phone'>>): void {
    const profile = this.profiles.get(id)!;
    this.profiles.set(id, { ...profile, ...change, version: profile.version + 1, updatedAt: this.tick() });
  }

  /** What happens to the next requests, one fault each. */
  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** Resolves once `done` holds after a request (checked at once too). */
  until(done: (server: this) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done(this)) return;
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
      check();
    });
  }

  sentWithKey(key: string): SentRequest[] {
    return this.sent.filter((request) => request.key === key);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://teamtree.test');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      key: new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    this.sent.push(request);
    const fault = this.faults.shift();
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // An answer takes a turn of the event loop: a second sender would be on its way meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      if (fault === 'down') throw new TypeError('Failed to fetch');
      if (fault === 'hang') {
        this.answer(request);
        this.notify();
        return await new Promise<never>(() => undefined);
      }
      const { status, body } = typeof fault === 'object' ? { status: fault.status, body: { error: fault.error } } : this.answer(request);
      if (fault === 'lost') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    } finally {
      this.inFlight--;
      this.notify();
    }
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  /** The server's answer: replayed for a known key, else the route's (kept under the key). */
  private answer(request: SentRequest): Answer {
    if (request.method === 'GET') return this.route(request);
    const digest = JSON.stringify([request.method, request.path, request.query, request.body]);
    const kept = request.key ? this.answers.get(request.key) : undefined;
    if (kept) return kept.request === digest ? kept.answer : { status: 422, body: { error: 'This Idempotency-Key was used for another request.' } };
    const answer = this.route(request);
    if (request.key) {
      this.answers.set(request.key, { request: digest, answer });
      if (answer.status < 300) this.written.push(request.key);
    }
    return answer;
  }

  private route({ method, query, body = {} }: SentRequest): Answer {
    if (method === 'GET') return { status: 200, body: this.status(query.since) };
    if (method === 'POST') {
      const created = this.addProfile(crypto.randomUUID(), String(body.name), (body.parentId as string | null) ?? null);
      return { status: 201, body: { profile: created } };
    }
    const id = method === 'DELETE' ? query.id : String(body.id);
    const profile = this.profiles.get(id);
    if (!profile) return { status: 404, body: { error: NOT_FOUND } };
    if (method === 'DELETE') {
      this.profiles.delete(id);
      return { status: 200, body: { ok: true } };
    }
    if (typeof body.version === 'number' && body.version !== profile.version) return { status: 409, body: { error: STALE_VERSION, version: profile.version } };
    const { name = profile.name, phone = profile.phone } = body as Partial<TreeProfile>;
    const updated = { ...profile, name, phone, version: profile.version + 1, updatedAt: this.tick() };
    this.profiles.set(id, updated);
    return { status: 200, body: { profile: updated } };
  }

  /** `GET /teamtree/status?teamtreeId=&since=`: the profiles changed after `since`, with the tree's count and version sum. */
  private status(since: string | undefined) {
    const all = [...this.profiles.values()];
    const summary = { id: this.teamtreeId, name: 'Team', ownerId: 'owner', ownerName: 'O W', members: [{ permission: 'EDIT' as const }] };
    return {
      teamtree: {
        ...summary,
        profiles: since ? all.filter((p) => p.updatedAt > since) : all,
        categories: [],
        ownerPlan: 'BASIC',
        categoryLimit: 1,
        profileCount: all.length,
        profileVersionSum: all.reduce((sum, p) => sum + p.version, 0),
      },
      userMembership: { id: 'm', userId: 'user-1', user: { firstName: 'E', lastName: 'D', email: 'e@example.com' }, permission: 'EDIT', linkedProfileId: null, teamtreeId: this.teamtreeId },
      needsProfileLink: false,
      teamtrees: [summary],
    };
  }
}
