import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../../desktop/renderer/src/outbox/outbox-entry';
import { verdictOf, retryDelay } from '../../../../desktop/renderer/src/outbox/outbox-answers';
import { appendEntry, carryVersion, missingDependency, nextToSend, rewriteTempId, waitingProfileIds } from '../../../../desktop/renderer/src/outbox/outbox-queue';
import { IDEMPOTENCY_KEY_RUNNING } from '../../../../shared/schemas/idempotency';

/** The outbox's pure rules (docs/offline.md "The outbox (client)"). */

const TREE = 'tree-1';
const TEMP = 'local-11111111-1111-4111-8111-111111111111';

function entry(over: Partial<OutboxEntry> & Pick<OutboxEntry, 'key' | 'kind' | 'profileId'>): Omit<OutboxEntry, 'seq'> {
  return { teamtreeId: TREE, request: { method: 'PUT', path: '/teamtree/profile', body: { id: over.profileId } }, label: over.key, state: 'waiting', createdAt: '2026-11-27T10:00:00.000Z', ...over };
}

function queueOf(...entries: Omit<OutboxEntry, 'seq'>[]): OutboxEntry[] {
  return entries.reduce<OutboxEntry[]>((queue, e) => appendEntry(queue, e), []);
}

describe('the outbox queue', () => {
  it('keeps the order writes were made in, one after the other', () => {
    const queue = queueOf(entry({ key: 'a', kind: 'update', profileId: 'p1' }), entry({ key: 'b', kind: 'delete', profileId: 'p2' }));
    expect(queue.map((e) => [e.key, e.seq])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    // After the first is gone, a new one still comes last.
    const later = appendEntry(queue.slice(1), entry({ key: 'c', kind: 'update', profileId: 'p3' }));
    expect(later.map((e) => e.seq)).toEqual([2, 3]);
    expect(nextToSend(later)?.key).toBe('b');
  });

  it('sends the first waiting entry, skipping refused ones and holding later entries of a profile in conflict', () => {
    const queue = queueOf(
      entry({ key: 'refused', kind: 'update', profileId: 'p1', state: 'refused' }),
      entry({ key: 'conflict', kind: 'update', profileId: 'p2', state: 'conflict' }),
      entry({ key: 'behind-conflict', kind: 'update', profileId: 'p2' }),
      entry({ key: 'other', kind: 'update', profileId: 'p3' }),
    );
    expect(nextToSend(queue)?.key).toBe('other');
    expect(nextToSend(queue.slice(0, 3))).toBeNull();
  });

  it("rewrites a created partner's temporary id in every later entry once it lands", () => {
    const queue = queueOf(
      entry({ key: 'rename', kind: 'update', profileId: TEMP, request: { method: 'PUT', path: '/teamtree/profile', body: { id: TEMP, name: 'New', version: 1 } } }),
      entry({ key: 'move', kind: 'update', profileId: 'p2', request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'p2', parentId: TEMP, version: 3 } } }),
      entry({ key: 'child', kind: 'create', profileId: 'local-child', request: { method: 'POST', path: '/teamtree/profile', body: { parentId: TEMP, name: 'Kid' } } }),
      entry({ key: 'drop', kind: 'delete', profileId: TEMP, request: { method: 'DELETE', path: '/teamtree/profile', query: { id: TEMP } } }),
      entry({ key: 'else', kind: 'update', profileId: 'p9' }),
    );
    const next = rewriteTempId(queue, TEMP, 'real-1');
    expect(next[0].profileId).toBe('real-1');
    expect(next[0].request.body).toEqual({ id: 'real-1', name: 'New', version: 1 });
    expect(next[1].request.body).toEqual({ id: 'p2', parentId: 'real-1', version: 3 });
    expect(next[2].profileId).toBe('local-child');
    expect(next[2].request.body?.parentId).toBe('real-1');
    expect(next[3].request.query).toEqual({ id: 'real-1' });
    expect(next[4]).toBe(queue[4]);
    expect(JSON.stringify(next)).not.toContain(TEMP);
  });

  it('carries a landed version on to later edits of the same profile not yet sent', () => {
    const base = { profile: { name: 'A', phone: '', birthday: null, billDate: null, reminders: [], categories: [], parentId: null }, version: 4, updatedAt: 'x' };
    const queue = queueOf(
      entry({ key: 'second', kind: 'update', profileId: 'p1', base, request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'p1', phone: '+49 1', version: 4 } } }),
      entry({ key: 'sent', kind: 'update', profileId: 'p1', attempted: true, request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'p1', version: 4 } } }),
      entry({ key: 'other', kind: 'update', profileId: 'p2', request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'p2', version: 4 } } }),
    );
    const next = carryVersion(queue, 'p1', 4, 5);
    expect(next[0].request.body?.version).toBe(5);
    expect(next[0].base?.version).toBe(5);
    // A body that went out once is frozen (its key would be refused with another body).
    expect(next[1]).toBe(queue[1]);
    expect(next[2]).toBe(queue[2]);
  });

  it('refuses an entry that refers to a partner whose create was refused or discarded', () => {
    const create = entry({ key: 'create', kind: 'create', profileId: TEMP, label: 'Nora New' });
    const rename = entry({ key: 'rename', kind: 'update', profileId: TEMP });
    const queue = queueOf(create, rename);
    expect(missingDependency(queue, queue[1])).toBeNull();
    const refused = queue.map((e) => (e.key === 'create' ? { ...e, state: 'refused' as const } : e));
    expect(missingDependency(refused, refused[1])).toBe("It depends on 'Nora New', which was not saved.");
    expect(missingDependency(queue.slice(1), queue[1])).toBe('It depends on a partner created offline, which was not saved.');
  });
});

describe('notes, tasks and ticks in the queue (docs/follow-ups.md "Offline")', () => {
  const note = (key: string, profileId: string) =>
    entry({ key, kind: 'note', profileId, request: { method: 'POST', path: '/teamtree/activity', body: { teamtreeId: TREE, profileId, kind: 'call', text: 'Called', mentions: [] } } });

  it('a note on a partner created offline waits for it, and names the real partner once it landed', () => {
    const queue = queueOf(entry({ key: 'create', kind: 'create', profileId: TEMP, request: { method: 'POST', path: '/teamtree/profile', body: { name: 'Nina' } } }), note('note', TEMP));
    expect(missingDependency(queue, queue[1])).toBeNull();
    expect(missingDependency(queue.slice(1), queue[1])).toBe('It depends on a partner created offline, which was not saved.');
    const landed = rewriteTempId(queue.slice(1), TEMP, 'real-nina');
    expect(landed[0]).toMatchObject({ profileId: 'real-nina', request: { body: { profileId: 'real-nina', text: 'Called' } } });
  });

  it("marks no partner as changed: a waiting note shows in the timeline, not on the partner's node", () => {
    const queue = queueOf(note('note', 'p1'), entry({ key: 'edit', kind: 'update', profileId: 'p2' }));
    expect([...waitingProfileIds(queue)]).toEqual(['p2']);
  });
});

describe("what the outbox does with the server's answer", () => {
  it.each([
    ['no answer', 'update', null, undefined, 'retry'],
    ['201', 'create', 201, undefined, 'done'],
    ['200', 'update', 200, undefined, 'done'],
    ['408', 'update', 408, undefined, 'retry'],
    ['429', 'create', 429, undefined, 'retry'],
    ['503', 'delete', 503, undefined, 'retry'],
    ['401', 'update', 401, undefined, 'retry'],
    ['409 key still running', 'update', 409, IDEMPOTENCY_KEY_RUNNING, 'retry'],
    ['409 stale version', 'update', 409, 'This profile was changed by someone else.', 'stale'],
    ['409 on a create', 'create', 409, 'conflict', 'refused'],
    ['400', 'create', 400, 'Name is required', 'refused'],
    ['403', 'update', 403, 'You do not have permission to edit profiles.', 'refused'],
    ['404 on an update', 'update', 404, 'Profile not found', 'refused'],
    ['404 on a delete (gone already)', 'delete', 404, 'Profile not found', 'done'],
    ['404 on a placeholder', 'placeholder', 404, 'Profile not found', 'refused'],
    ['422 key reused', 'update', 422, 'This Idempotency-Key was used for another request.', 'refused'],
    ['201 on a note', 'note', 201, undefined, 'done'],
    ['no answer to a note', 'note', null, undefined, 'retry'],
    ['409 on a note (not its key)', 'note', 409, 'conflict', 'refused'],
    ['409 key still running on a task', 'task', 409, IDEMPOTENCY_KEY_RUNNING, 'retry'],
    ['409 stale version of a tick', 'tick', 409, 'This task was changed by someone else.', 'stale'],
    ['403 on a note', 'note', 403, 'You may not log activities in this TeamTree.', 'refused'],
  ] as const)('%s → %s', (_name, kind, status, text, verdict) => {
    expect(verdictOf(kind, status, text)).toBe(verdict);
  });

  it('backs off from 2 s doubling to at most 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
