import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEYS_TABLE } from '../../server/idempotency/key-store';
import { holdTree } from '../../server/profiles/tree-hold';
import { IMPORT_PATH } from '../../shared/schemas/import';
import type { TestUser } from '../support/accounts';
import type { ApiResponse } from '../support/http';
import { pollUntil } from '../support/poll';
import { openRawRequest, requestHead } from '../support/raw-http';
import { forgetImportCounts, importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * API.md "Bodies and imports" and its additions of 2026-12-07: one import at a time per user
 * (from before its body is read), two per server instance (only once a body has arrived: an
 * upload that stalls holds no instance place), 20 an hour per user. An upload in progress is
 * made here by sending all of its body but the last byte (or a few KiB of a 30 MB one); an
 * import running on the instance by holding its tree in the test (`holdTree`, as another
 * writer of the tree in this process would), so it waits after taking its place.
 */
const { backend, api, cast, db } = useSeededCast();
const BUSY = { error: 'An import is already running. Try again when it has finished.', code: 'rate-limited' };

const oneRow = (name: string) => ({ teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow(name)] });

/** Resolves once the server counts an import of `user` this hour (it holds the user's import place). */
const userPlaceTaken = (user: TestUser) =>
  pollUntil(
    () => db()('rate_limits').where({ key: `import:${user.id}` }).first(),
    (row) => Number(row?.points) >= 1,
  );

/** An import by `user` that waits for the last byte of its body; resolves once the server holds the user's place. */
async function startHeldImport(user: TestUser, name: string) {
  const body = Buffer.from(JSON.stringify(oneRow(name)));
  const request = openRawRequest(backend.url, [
    requestHead('POST', IMPORT_PATH, { authorization: `Bearer ${user.access}`, 'content-type': 'application/json', 'content-length': body.length, connection: 'close' }),
    body.subarray(0, body.length - 1),
  ]);
  await userPlaceTaken(user);
  return {
    /** Sends the last byte; the import's answer. */
    finish: async () => {
      request.send(body.subarray(body.length - 1));
      return request.answer;
    },
  };
}

/** A 30 MB upload by `user` that sends its first 64 KiB and then nothing; resolves once the server is reading it. */
async function startStalledUpload(user: TestUser) {
  const request = openRawRequest(backend.url, [
    requestHead('POST', IMPORT_PATH, { authorization: `Bearer ${user.access}`, 'content-type': 'application/json', 'content-length': 30_000_000 }),
    `{"teamtreeId":"${cast.tree.teamtreeId}","parentId":"${cast.tree.rootId}","rows":[${' '.repeat(64 * 1024)}`,
  ]);
  await userPlaceTaken(user);
  return request;
}

/**
 * Holds the cast's tree while `work` runs, as a writer of it in this process does: imports whose
 * body has arrived take their instance place and wait for the tree.
 */
async function whileTreeHeld(work: () => Promise<void>): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const hold = holdTree(db(), cast.tree.teamtreeId, () => (held(), released));
  await holding;
  try {
    await work();
  } finally {
    release();
    await hold;
  }
}

/** A whole import by `user` under an Idempotency-Key, and a wait until the server has claimed the key (so the import holds its instance place). */
async function startRunningImport(user: TestUser, name: string) {
  const key = crypto.randomUUID();
  const answer = api.post(IMPORT_PATH, oneRow(name), { token: user.access, headers: { 'Idempotency-Key': key } });
  await pollUntil(
    () => db()(KEYS_TABLE).where({ user_id: user.id, key }).first(),
    (row) => row !== undefined,
  );
  return { answer };
}

/** Resolves once `user` may start an import again (an import of a tree that does not exist is answered 404, not 429). */
const userPlaceFree = (user: TestUser) =>
  pollUntil(
    () => api.post(IMPORT_PATH, { teamtreeId: crypto.randomUUID(), parentId: null, rows: [{}] }, { token: user.access }),
    (res) => res.status === 404,
  );

describe('imports running at once', () => {
  it('one at a time per user: a second import while the first uploads is 429, and accepted after it', async () => {
    await forgetImportCounts(db());
    const first = await startHeldImport(cast.owner, 'First');
    const second = await api.post(IMPORT_PATH, oneRow('Second'), { token: cast.owner.access });
    expect(second.status).toBe(429);
    expect(second.body).toEqual(BUSY);
    expect((await first.finish()).status).toBe(200);
    expect((await api.post(IMPORT_PATH, oneRow('Second'), { token: cast.owner.access })).status).toBe(200);
  });

  it('two per server instance: a third user’s import while two run is 429', async () => {
    await forgetImportCounts(db());
    let a!: { answer: Promise<ApiResponse> };
    let b!: { answer: Promise<ApiResponse> };
    await whileTreeHeld(async () => {
      a = await startRunningImport(cast.editor, 'By the editor');
      b = await startRunningImport(cast.moderator, 'By the moderator');
      const third = await api.post(IMPORT_PATH, oneRow('By the owner'), { token: cast.owner.access });
      expect(third.status).toBe(429);
      expect(third.body).toEqual(BUSY);
      // The same user's second import is refused as well while the first runs.
      expect((await api.post(IMPORT_PATH, oneRow('Again by the editor'), { token: cast.editor.access })).status).toBe(429);
    });
    expect((await a.answer).status).toBe(200);
    expect((await b.answer).status).toBe(200);
    expect((await api.post(IMPORT_PATH, oneRow('By the owner'), { token: cast.owner.access })).status).toBe(200);
  });

  it('two stalled uploads by two users hold no instance place: a third user’s import is answered, not 429', async () => {
    await forgetImportCounts(db());
    const stalled = [await startStalledUpload(cast.editor), await startStalledUpload(cast.moderator)];
    try {
      const third = await api.post(IMPORT_PATH, oneRow('Past the stalled uploads'), { token: cast.owner.access });
      expect(third.status, JSON.stringify(third.body)).toBe(200);
      // Each stalled user still has their one import (its upload) in progress.
      expect((await api.post(IMPORT_PATH, oneRow('Again by the editor'), { token: cast.editor.access })).status).toBe(429);
    } finally {
      for (const upload of stalled) upload.close();
      await userPlaceFree(cast.editor);
      await userPlaceFree(cast.moderator);
    }
  });
});

describe('imports an hour', () => {
  it('the 21st import of a user within an hour is 429; another user may still import', async () => {
    await forgetImportCounts(db());
    for (let i = 1; i <= 20; i++) {
      const res = await api.post(IMPORT_PATH, oneRow(`Hourly ${i}`), { token: cast.owner.access });
      expect(res.status, `import ${i}`).toBe(200);
    }
    const refused = await api.post(IMPORT_PATH, oneRow('One too many'), { token: cast.owner.access });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'You can start at most 20 imports an hour. Please try again later.', code: 'rate-limited' });
    expect((await api.post(IMPORT_PATH, oneRow('By the editor'), { token: cast.editor.access })).status).toBe(200);
  });
});
