import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { IMPORT_PATH } from '../../shared/schemas/import';
import { registerUser } from '../support/accounts';
import { rawExchange, requestHead } from '../support/raw-http';
import { useTestServer } from '../support/use-test-server';

/**
 * API.md "Bodies and imports" (issue 21): a body is never read past its limit. Every request
 * goes over a real socket to the real server; the answer must reach the client (not a reset),
 * and the connection is closed after it.
 */

const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface UploadAnswer {
  status: number;
  body: string;
  connection: string | undefined;
  /** Body bytes the client had handed to its socket when the answer's headers arrived. */
  writtenAtAnswer: number;
}

/**
 * Streams `total` bytes as the body of a POST, as a client with an event loop does: a chunk at
 * a time, waiting for 'drain' when the socket is full and letting the loop turn between chunks,
 * and stops once the answer has come. A reset or error before any answer rejects.
 */
function upload(base: string, path: string, total: number, headers: Record<string, string | number>): Promise<UploadAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.on('response', (res) => {
      answered = true;
      const writtenAtAnswer = written;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, writtenAtAnswer });
        req.destroy();
      });
    });
    const chunk = Buffer.alloc(CHUNK, 0x20);
    void (async () => {
      while (!answered && written < total && !req.destroyed) {
        const ok = req.write(chunk);
        written += chunk.length;
        if (!ok) await new Promise((resume) => req.once('drain', resume).once('close', resume));
        await turn();
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

const head = (path: string, headers: Record<string, string | number>) => requestHead('POST', path, headers);

/** One chunk of a chunked body. */
const chunked = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

describe('the import without a valid access token', () => {
  const backend = useTestServer();

  it('answers an unauthenticated 30 MB upload with 401 before 4 MiB are sent, and closes the connection', async () => {
    const answer = await upload(backend.url, IMPORT_PATH, 30_000_000, { 'content-length': 30_000_000 });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Not signed in', code: 'unauthorized' });
    expect(answer.writtenAtAnswer).toBeLessThan(4 * MiB);
    expect(answer.connection).toBe('close');
  });

  it('does the same for a chunked upload and for an expired or made-up token', async () => {
    const chunkedAnswer = await upload(backend.url, IMPORT_PATH, 30_000_000, {});
    expect(chunkedAnswer.status).toBe(401);
    expect(chunkedAnswer.writtenAtAnswer).toBeLessThan(4 * MiB);
    const forged = await upload(backend.url, IMPORT_PATH, 30_000_000, { 'content-length': 30_000_000, authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.writtenAtAnswer).toBeLessThan(4 * MiB);
  });

  it('reads none of the body: a declared 30 MB body answered 401 with no body byte sent', async () => {
    const answer = await rawExchange(backend.url, [head(IMPORT_PATH, { 'content-type': 'application/json', 'content-length': 30_000_000 })]);
    expect(answer.status).toBe(401);
    expect(answer.head).toMatch(/^connection: close$/im);
  });
});

describe('every other route: 1 MiB', () => {
  const backend = useTestServer();

  it('answers a declared length over 1 MiB with 413 at once, before any of the body is sent', async () => {
    const answer = await rawExchange(backend.url, [head('/api/auth/login', { 'content-type': 'application/json', 'content-length': 5 * MiB })]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large (at most 1 MiB)', code: 'too-large' });
    expect(answer.head).toMatch(/^connection: close$/im);
  });

  it('stops a chunked body at 1 MiB: 413 once a little more than 1 MiB has come, without waiting for the rest', async () => {
    const piece = Buffer.alloc(CHUNK, 0x20);
    const body = Array.from({ length: MiB / CHUNK + 1 }, () => chunked(piece));
    const answer = await rawExchange(backend.url, [head('/api/auth/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), ...body]);
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/^connection: close$/im);
  });

  it('answers a streamed 30 MB body with 413 before 4 MiB are sent, also where no route reads bodies', async () => {
    for (const path of ['/api/auth/login', '/api/teamtree/profile', '/some/page']) {
      const answer = await upload(backend.url, path, 30_000_000, { 'content-length': 30_000_000 });
      expect(answer.status, path).toBe(413);
      expect(answer.writtenAtAnswer, path).toBeLessThan(4 * MiB);
      expect(answer.connection, path).toBe('close');
    }
  });

  it('still reads a body within the limit', async () => {
    const answer = await upload(backend.url, '/api/auth/login', 0, { 'content-length': 0 });
    expect(answer.status).toBe(400);
  });
});

describe('a slow upload', () => {
  // BODY_TIMEOUT_MS: a body must arrive within 400 ms here (the import's within five times that).
  const backend = useTestServer({ BODY_TIMEOUT_MS: '400' });
  const { api } = backend;

  it('times out with 408 and the connection closed when the body stops coming', async () => {
    const answer = await rawExchange(backend.url, [head('/api/auth/login', { 'content-type': 'application/json', 'content-length': 100 }), '{"email":']);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request body did not arrive in time. Please try again.', code: 'timeout' });
    expect(answer.head).toMatch(/^connection: close$/im);
  });

  it('times out a signed-in import whose body stops coming, and the user may import again after', async () => {
    const user = await registerUser(api);
    const answer = await rawExchange(backend.url, [
      head(IMPORT_PATH, { 'content-type': 'application/json', 'content-length': 10_000, authorization: `Bearer ${user.access}` }),
      '{"teamtreeId":',
    ]);
    expect(answer.status).toBe(408);
    const again = await api.post(IMPORT_PATH, { teamtreeId: crypto.randomUUID(), parentId: null, rows: [] }, { token: user.access });
    expect(again.status).toBe(400); // refused for its input, not 429: the slow import's place was given back
  });
});
