import { afterAll, beforeAll } from 'vitest';
import { registerUser, type TestUser } from '../../support/accounts';
import { useTestServer, type ServerEnv, type TestServerFixture } from '../../support/use-test-server';
import { signInThroughUi, startAppServer } from './app';
import { openBrowser, type BrowserOptions, type TestBrowser } from './browser';
import { startFixedClock } from './fixed-clock';

export interface AppOptions {
  /** 'fixed': every page starts on the fixed calendar day (fixed-clock.ts says which files and why); 'real': the machine's time. */
  clock: 'fixed' | 'real';
  /** The server's settings. */
  env?: ServerEnv;
  /** Opens one browser before the file's tests (`app.browser`), with these options. */
  browser?: BrowserOptions;
}

export interface AppFixture extends TestServerFixture {
  /** The browser opened before the tests when the options asked for one. */
  readonly browser: TestBrowser;
  /** Opens a browser (one per simulated person) on the file's clock; it closes after the file. */
  openBrowser(options?: BrowserOptions): Promise<TestBrowser>;
  /** A browser at a team leader's laptop size (1024 x 768 unless given), signed in as `user`. */
  signedIn(user: Pick<TestUser, 'email' | 'password'>, options?: BrowserOptions): Promise<TestBrowser>;
  /** Registers a user through the API. */
  register(overrides?: Record<string, unknown>): Promise<TestUser>;
}

/**
 * A browser test file's set-up and teardown in one call: the app server (with the web build)
 * starts before the file's tests, and after them every browser opened through the fixture
 * closes, then the server. The file itself states only its scenario.
 */
export function useApp(options: AppOptions): AppFixture {
  const server = useTestServer(options.env, startAppServer);
  const opened: TestBrowser[] = [];
  let first: TestBrowser | undefined;

  async function open(browserOptions: BrowserOptions = {}): Promise<TestBrowser> {
    const browser = await openBrowser(browserOptions);
    opened.push(browser);
    if (options.clock === 'fixed') await startFixedClock(browser.context);
    return browser;
  }

  if (options.browser) {
    const browserOptions = options.browser;
    beforeAll(async () => {
      first = await open(browserOptions);
    });
  }
  // Registered after the server's: hooks after the tests run in reverse, so browsers close first.
  afterAll(async () => {
    for (const browser of opened.splice(0)) await browser.close();
  });

  return {
    get server() {
      return server.server;
    },
    get url() {
      return server.url;
    },
    api: server.api,
    get browser() {
      if (!first) throw new Error('useApp: no browser yet (ask for one with `browser`, and read it inside a hook or a test)');
      return first;
    },
    openBrowser: open,
    async signedIn(user, browserOptions = { width: 1024, height: 768 }) {
      const browser = await open(browserOptions);
      await signInThroughUi(browser.page, server.url, user.email, user.password);
      return browser;
    },
    register: (overrides = {}) => registerUser(server.api, overrides),
  };
}
