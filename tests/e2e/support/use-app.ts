import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../../support/test-server';
import { startAppServer } from './app';
import { openBrowser, type TestBrowser } from './browser';

/**
 * Starts the app server and then a browser before the file's tests; closes both after them.
 * `env` may be a function when it depends on an earlier `beforeAll` (a test mail server's port).
 */
export function useAppInBrowser(env: Record<string, string> | (() => Record<string, string>) = {}) {
  let server: TestServer | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    server = await startAppServer(typeof env === 'function' ? env() : env);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useAppInBrowser: not started yet (read it inside a hook or a test)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get url() {
      return started(server).url;
    },
    get browser() {
      return started(browser);
    },
  };
}
