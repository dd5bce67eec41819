import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_RUNNING } from '../../shared/schemas/idempotency';
import type { ApiResponse } from '../support/http';
import { newProfile } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';

/**
 * `Idempotency-Key` on the profile routes (API.md "Idempotent writes"), on the real server and
 * database: a repeat gets the first answer with `Idempotent-Replayed: true` and writes and emits
 * nothing again; another request under the same key is 422; a key still running is 409.
 */

const { api, cast, events, db } = useSeededCast();

const keyed = (token: string, key: string) => ({ token, headers: { 'Idempotency-Key': key } });
const newKey = () => crypto.randomUUID();
const replayed = (res: ApiResponse) => res.headers.get('idempotent-replayed');
const answer = (res: ApiResponse) => ({ status: res.status, body: res.body });

function createBody(name: string, overrides: Record<string, unknown> = {}) {
  return newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name, ...overrides });
}

async function profilesNamed(name: string): Promise<{ id: string; version: number }[]> {
  return db()('profiles').where({ teamtree_id: cast.tree.teamtreeId, name }).select('id', 'version');
}

const eventsAbout = (profileId: string) => events.filter(({ event }) => event.profileId === profileId).map(({ event }) => event.type);

async function createPlain(name: string): Promise<string> {
  const res = await api.post('/api/teamtree/profile', createBody(name), { token: cast.owner.access });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.profile.id;
}

describe('a repeated Idempotency-Key', () => {
  it('creates a profile once and answers the first answer again, marked as replayed, without a second event', async () => {
    const key = newKey();
    const first = await api.post('/api/teamtree/profile', createBody('Ida Once'), keyed(cast.owner.access, key));
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const again = await api.post('/api/teamtree/profile', createBody('Ida Once'), keyed(cast.owner.access, key));
    expect(answer(again)).toEqual(answer(first));
    expect(replayed(again)).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await profilesNamed('Ida Once')).toHaveLength(1);
    expect(eventsAbout(first.body.profile.id)).toEqual(['profile-add']);
    // Without the key, the same request is a new one, as it always was.
    expect((await api.post('/api/teamtree/profile', createBody('Ida Once'), { token: cast.owner.access })).status).toBe(201);
    expect(await profilesNamed('Ida Once')).toHaveLength(2);
  });

  it('takes the same body with its keys in another order as the same request', async () => {
    const key = newKey();
    const body = createBody('Otto Order');
    const first = await api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key));
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await api.post('/api/teamtree/profile', reordered, keyed(cast.owner.access, key));
    expect({ ...answer(again), replayed: replayed(again) }).toEqual({ ...answer(first), replayed: 'true' });
    expect(await profilesNamed('Otto Order')).toHaveLength(1);
  });

  it('raises an update\'s version once', async () => {
    const id = await createPlain('Uwe Update');
    const key = newKey();
    const first = await api.put('/api/teamtree/profile', { id, phone: '+49 301234567', version: 1 }, keyed(cast.owner.access, key));
    expect(first.status).toBe(200);
    expect(first.body.profile).toMatchObject({ id, phone: '+49 301234567', version: 2 });
    const again = await api.put('/api/teamtree/profile', { id, phone: '+49 301234567', version: 1 }, keyed(cast.owner.access, key));
    expect({ ...answer(again), replayed: replayed(again) }).toEqual({ ...answer(first), replayed: 'true' });
    expect(await profilesNamed('Uwe Update')).toEqual([{ id, version: 2 }]);
    expect(eventsAbout(id)).toEqual(['profile-add', 'profile-update']);
  });

  it('answers a repeated delete with the first ok, not a 404, and emits one delete', async () => {
    const id = await createPlain('Dora Delete');
    const key = newKey();
    const first = await api.delete(`/api/teamtree/profile?id=${id}`, keyed(cast.owner.access, key));
    expect(answer(first)).toEqual({ status: 200, body: { ok: true } });
    const again = await api.delete(`/api/teamtree/profile?id=${id}`, keyed(cast.owner.access, key));
    expect({ ...answer(again), replayed: replayed(again) }).toEqual({ status: 200, body: { ok: true }, replayed: 'true' });
    expect(events.filter(({ event }) => event.type === 'profile-delete' && event.profileId === id)).toHaveLength(1);
  });

  it('replays a client error as it was first answered, even when the request would pass now', async () => {
    const key = newKey();
    const body = createBody('Rita Refused');
    const refused = await api.post('/api/teamtree/profile', body, keyed(cast.reader.access, key));
    expect(refused.status).toBe(403);
    await db()('memberships').where({ teamtree_id: cast.tree.teamtreeId, user_id: cast.reader.id }).update({ permission: 'EDIT' });
    try {
      const again = await api.post('/api/teamtree/profile', body, keyed(cast.reader.access, key));
      expect({ ...answer(again), replayed: replayed(again) }).toEqual({ ...answer(refused), replayed: 'true' });
      expect(await profilesNamed('Rita Refused')).toHaveLength(0);
      // A new key is a new request.
      expect((await api.post('/api/teamtree/profile', body, keyed(cast.reader.access, newKey()))).status).toBe(201);
    } finally {
      await db()('memberships').where({ teamtree_id: cast.tree.teamtreeId, user_id: cast.reader.id }).update({ permission: 'READ' });
    }
  });
});

describe('a key used for another request', () => {
  it('is 422 for another body, another path or another query, and nothing is written', async () => {
    const key = newKey();
    const first = await api.post('/api/teamtree/profile', createBody('Karl Key'), keyed(cast.owner.access, key));
    expect(first.status).toBe(201);
    const id: string = first.body.profile.id;
    const reused = { status: 422, body: { error: IDEMPOTENCY_KEY_REUSED, code: 'validation' } };
    expect(answer(await api.post('/api/teamtree/profile', createBody('Karl Other'), keyed(cast.owner.access, key)))).toEqual(reused);
    expect(answer(await api.put('/api/teamtree/profile', { id, name: 'Karl Renamed' }, keyed(cast.owner.access, key)))).toEqual(reused);
    expect(answer(await api.post(`/api/teamtree/category?profileId=${id}`, { categoryName: 'Team', optionValue: 'Blue' }, keyed(cast.owner.access, key)))).toEqual(reused);
    expect(await profilesNamed('Karl Other')).toHaveLength(0);
    expect(await profilesNamed('Karl Key')).toEqual([{ id, version: 1 }]);

    const otherId = await createPlain('Karl Twin');
    const deleteKey = newKey();
    expect((await api.delete(`/api/teamtree/profile?id=${id}`, keyed(cast.owner.access, deleteKey))).status).toBe(200);
    expect(answer(await api.delete(`/api/teamtree/profile?id=${otherId}`, keyed(cast.owner.access, deleteKey)))).toEqual(reused);
    expect(await profilesNamed('Karl Twin')).toHaveLength(1);
  });

  it('is 422 for a body that differs only deep inside (a reminder\'s text, a category\'s value, an item of a list)', async () => {
    const reminder = (text: string) => ({ text, done: false, dueDate: '2030-01-15' });
    const base = { reminders: [reminder('Call back about the order')], categories: [{ name: 'Rank', value: 'Gold' }] };
    const key = newKey();
    const first = await api.post('/api/teamtree/profile', createBody('Nina Nested', base), keyed(cast.owner.access, key));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const reused = { status: 422, body: { error: IDEMPOTENCY_KEY_REUSED, code: 'validation' } };
    const variants = [
      { ...base, reminders: [reminder('Send the catalogue')] },
      { ...base, reminders: [{ ...reminder('Call back about the order'), done: true }] },
      { ...base, reminders: [reminder('Call back about the order'), reminder('Send the catalogue')] },
      { ...base, categories: [{ name: 'Rank', value: 'Silver' }] },
    ];
    for (const variant of variants) {
      expect(answer(await api.post('/api/teamtree/profile', createBody('Nina Nested', variant), keyed(cast.owner.access, key))), JSON.stringify(variant)).toEqual(reused);
    }
    const same = await api.post('/api/teamtree/profile', createBody('Nina Nested', structuredClone(base)), keyed(cast.owner.access, key));
    expect({ ...answer(same), replayed: replayed(same) }).toEqual({ ...answer(first), replayed: 'true' });
    expect(await profilesNamed('Nina Nested')).toHaveLength(1);
  });

  it('belongs to its user: another user\'s same key is a request of its own', async () => {
    const key = newKey();
    const mine = await api.post('/api/teamtree/profile', createBody('Sam Same'), keyed(cast.owner.access, key));
    const theirs = await api.post('/api/teamtree/profile', createBody('Sam Same'), keyed(cast.editor.access, key));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect([replayed(mine), replayed(theirs)]).toEqual([null, null]);
    expect(theirs.body.profile.id).not.toBe(mine.body.profile.id);
    // Each user's repeat gets their own first answer.
    const myRepeat = await api.post('/api/teamtree/profile', createBody('Sam Same'), keyed(cast.owner.access, key));
    const theirRepeat = await api.post('/api/teamtree/profile', createBody('Sam Same'), keyed(cast.editor.access, key));
    expect([answer(myRepeat), answer(theirRepeat)]).toEqual([answer(mine), answer(theirs)]);
    expect([replayed(myRepeat), replayed(theirRepeat)]).toEqual(['true', 'true']);
    expect(await profilesNamed('Sam Same')).toHaveLength(2);
  });
});

describe('a bad Idempotency-Key', () => {
  it.each([
    ['empty', ''],
    ['101 characters', 'k'.repeat(101)],
    ['not ASCII', 'schlüssel'],
  ])('is 400 when %s, and nothing is written', async (_what, key) => {
    const res = await api.post('/api/teamtree/profile', createBody('Bert Bad'), keyed(cast.owner.access, key));
    expect(answer(res)).toEqual({ status: 400, body: { error: IDEMPOTENCY_KEY_INVALID, code: 'validation' } });
    expect(await profilesNamed('Bert Bad')).toHaveLength(0);
  });

  it('takes 100 printable characters, spaces and symbols included', async () => {
    const key = `${'~ !"#$%&()*+,-./:;<=>?@[]^_{|}'.repeat(4)}`.slice(0, 99) + 'z';
    const first = await api.post('/api/teamtree/profile', createBody('Pia Printable'), keyed(cast.owner.access, key));
    expect(first.status).toBe(201);
    const again = await api.post('/api/teamtree/profile', createBody('Pia Printable'), keyed(cast.owner.access, key));
    expect(replayed(again)).toBe('true');
    expect(await profilesNamed('Pia Printable')).toHaveLength(1);
  });
});

describe('concurrent repeats', () => {
  it('five at once with one key write once: each gets the first answer or 409', async () => {
    const key = newKey();
    const body = createBody('Conny Concurrent');
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key))));
    const created = await profilesNamed('Conny Concurrent');
    expect(created).toHaveLength(1);
    const running = { status: 409, body: { error: IDEMPOTENCY_KEY_RUNNING, code: 'conflict' } };
    for (const res of answers) {
      if (res.status === 409) expect(answer(res)).toEqual(running);
      else expect(answer(res)).toMatchObject({ status: 201, body: { profile: { id: created[0].id, name: 'Conny Concurrent', version: 1 } } });
    }
    expect(answers.filter((res) => res.status === 201 && replayed(res) === null)).toHaveLength(1);
    expect(eventsAbout(created[0].id)).toEqual(['profile-add']);
  });
});

describe('a key\'s life', () => {
  const keyRow = (userId: string, key: string) => db()('idempotency_keys').where({ user_id: userId, key });

  it('is 409 while its first request runs, and a claim left running by a process that died is taken over', async () => {
    const key = newKey();
    const body = createBody('Lena Lock');
    expect((await api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key))).status).toBe(201);
    // As if the first request were still running (its process alive, refreshing the claim).
    await keyRow(cast.owner.id, key).update({ state: 'running', status: null, response: null, locked_at: db().fn.now() });
    expect(answer(await api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key)))).toEqual({ status: 409, body: { error: IDEMPOTENCY_KEY_RUNNING, code: 'conflict' } });
    expect(await profilesNamed('Lena Lock')).toHaveLength(1);
    // Its process died before it answered: no refresh for over a minute.
    await keyRow(cast.owner.id, key).update({ locked_at: db().raw(`now() - interval '61 seconds'`) });
    const takenOver = await api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key));
    expect({ status: takenOver.status, replayed: replayed(takenOver) }).toEqual({ status: 201, replayed: null });
    const again = await api.post('/api/teamtree/profile', body, keyed(cast.owner.access, key));
    expect({ ...answer(again), replayed: replayed(again) }).toEqual({ ...answer(takenOver), replayed: 'true' });
  });

  it('is usable anew after 24 hours, for any request', async () => {
    const key = newKey();
    const first = await api.post('/api/teamtree/profile', createBody('Edgar Expiry'), keyed(cast.owner.access, key));
    expect(first.status).toBe(201);
    expect(replayed(await api.post('/api/teamtree/profile', createBody('Edgar Expiry'), keyed(cast.owner.access, key)))).toBe('true');
    await keyRow(cast.owner.id, key).update({ created_at: db().raw(`now() - interval '24 hours 1 second'`) });
    const later = await api.post('/api/teamtree/profile', createBody('Edgar Expiry'), keyed(cast.owner.access, key));
    expect({ status: later.status, replayed: replayed(later) }).toEqual({ status: 201, replayed: null });
    expect(await profilesNamed('Edgar Expiry')).toHaveLength(2);
    await keyRow(cast.owner.id, key).update({ created_at: db().raw(`now() - interval '25 hours'`) });
    expect((await api.post('/api/teamtree/profile', createBody('Edgar Else'), keyed(cast.owner.access, key))).status).toBe(201);
  });
});
