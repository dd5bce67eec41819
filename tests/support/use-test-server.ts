import { afterAll, beforeAll } from 'vitest';
import { ApiClient } from './http';
import { startTestServer, type TestServer } from './test-server';

export interface TestServerFixture {
  /** The running server; read it inside hooks and tests, not at module load. */
  readonly server: TestServer;
  /** The server's base URL (same reading rule as `server`). */
  readonly url: string;
  /** A client for the server, usable as soon as the fixture is made: it reads the URL at each request. */
  readonly api: ApiClient;
}

/** The server's settings, or a function giving them when they depend on an earlier `beforeAll` (a mail server's port). */
export type ServerEnv = Record<string, string> | (() => Record<string, string>);

/**
 * Starts a test server before the tests of the enclosing file or `describe` and closes it after
 * them. `env` is passed to `start` (default `startTestServer`; the browser tests start the
 * server that also serves the web build).
 */
export function useTestServer(env: ServerEnv = {}, start: (env: Record<string, string>) => Promise<TestServer> = startTestServer): TestServerFixture {
  let server: TestServer | undefined;
  const running = (): TestServer => {
    if (!server) throw new Error('useTestServer: the server is not started yet (read it inside a hook or a test)');
    return server;
  };
  const api = new ApiClient(() => running().url);
  beforeAll(async () => {
    server = await start(typeof env === 'function' ? env() : env);
  });
  afterAll(() => server?.close());
  return {
    get server() {
      return running();
    },
    get url() {
      return running().url;
    },
    api,
  };
}
