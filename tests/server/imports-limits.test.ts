import { describe, expect, it } from 'vitest';
import { IMPORT_PATH } from '../../shared/schemas/import';
import type { TestUser } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { openRawRequest, requestHead } from '../support/raw-http';
import { forgetImportCounts, importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * API.md "Bodies and imports": one import at a time per user, two per server instance, 20 an
 * hour per user. An import holds its place from before its body is read, so a running import
 * is made here by sending all of its body but the last byte.
 */
const { backend, api, cast, db } = useSeededCast();
const BUSY = { error: 'An import is already running. Try again when it has finished.' };

const oneRow = (name: string) => ({ teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow(name)] });

/** An import by `user` that waits for the last byte of its body; resolves once the server counts it (it holds its place). */
async function startHeldImport(user: TestUser, name: string) {
  const body = Buffer.from(JSON.stringify(oneRow(name)));
  const request = openRawRequest(backend.url, [
    requestHead('POST', IMPORT_PATH, { authorization: `Bearer ${user.access}`, 'content-type': 'application/json', 'content-length': body.length, connection: 'close' }),
    body.subarray(0, body.length - 1),
  ]);
  await pollUntil(
    () => db()('rate_limits').where({ key: `import:${user.id}` }).first(),
    (row) => Number(row?.points) >= 1,
  );
  return {
    /** Sends the last byte; the import's answer. */
    finish: async () => {
      request.send(body.subarray(body.length - 1));
      return request.answer;
    },
  };
}

describe('imports running at once', () => {
  it('one at a time per user: a second import while the first runs is 429, and accepted after it', async () => {
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
    const a = await startHeldImport(cast.editor, 'By the editor');
    const b = await startHeldImport(cast.moderator, 'By the moderator');
    const third = await api.post(IMPORT_PATH, oneRow('By the owner'), { token: cast.owner.access });
    expect(third.status).toBe(429);
    expect(third.body).toEqual(BUSY);
    expect((await a.finish()).status).toBe(200);
    expect((await b.finish()).status).toBe(200);
    expect((await api.post(IMPORT_PATH, oneRow('By the owner'), { token: cast.owner.access })).status).toBe(200);
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
    expect(refused.body).toEqual({ error: 'You can start at most 20 imports an hour. Please try again later.' });
    expect((await api.post(IMPORT_PATH, oneRow('By the editor'), { token: cast.editor.access })).status).toBe(200);
  });
});
