import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { APP_ORIGIN, isAppUrl, serveAppRequest } from '../../../desktop/main/app-protocol';
import { desktopContentSecurityPolicy } from '../../../desktop/main/content-security';
import { accountFor, KEYCHAIN_SERVICE, type Keychain } from '../../../desktop/main/credential-store';
import type { DesktopServices } from '../../../desktop/main/desktop-services';
import { registerIpcHandlers, type IpcDependencies, type IpcMainLike } from '../../../desktop/main/ipc-handlers';
import type { TestServer } from '../../support/test-server';
import type { TestBrowser } from './browser';
import { repoRoot } from './web-build';

/** The desktop build's renderer (electron-vite), as the app:// protocol serves it. */
export const desktopRendererDir = path.join(repoRoot, 'out/renderer');

export { ensureDesktopBuild } from '../../support/desktop-build';

export interface RendererHost {
  /** The renderer's own origin, e.g. `http://localhost:41234` (another site than the API's 127.0.0.1). */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the built desktop renderer on its own origin exactly as the main process's app://
 * protocol does (the same function answers: only renderer files, index.html for routes, the
 * desktop CSP naming the configured server).
 */
export async function startRendererHost(serverUrl: () => string | null): Promise<RendererHost> {
  const server = http.createServer((request, response) => {
    const appUrl = `${APP_ORIGIN}${request.url ?? '/'}`;
    void serveAppRequest(desktopRendererDir, appUrl, desktopContentSecurityPolicy(serverUrl())).then(async (answer) => {
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let preloadSource: Promise<string> | null = null;

/**
 * The real preload's DesktopApi (desktop/preload/desktop-api.ts) bundled for the page, over an
 * IPC stand-in: invoke goes to the test's Node side through an exposed function, and main's
 * pushes arrive through `__teamtreeIpcEmit`.
 */
function bundledPreload(): Promise<string> {
  preloadSource ??= (async () => {
    const entry = path.join(repoRoot, 'tests/e2e/support/preload-entry.ts');
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'teamtreePreload' } },
    });
    const chunks = (Array.isArray(output) ? output[0] : output) as { output: Array<{ type: string; code?: string }> };
    const code = chunks.output.find((item) => item.type === 'chunk')?.code;
    if (!code) throw new Error('bundling the preload failed');
    return code;
  })();
  return preloadSource;
}

/**
 * Gives the page the desktop app's preload, backed by the real main-process IPC handlers
 * (sender checks and payload parsing included) with the dependencies the test hands in.
 * Answers a function that pushes a main-to-renderer message (deep links, update state).
 */
export async function installDesktopHost(page: Page, rendererOrigin: string, deps: Omit<IpcDependencies, 'isTrustedSender'>) {
  type Handler = Parameters<IpcMainLike['handle']>[1];
  const handlers = new Map<string, Handler>();
  registerIpcHandlers({ handle: (channel, listener) => void handlers.set(channel, listener) }, { ...deps, isTrustedSender: (url) => isAppUrl(url, rendererOrigin) });
  await page.exposeFunction('__teamtreeIpcInvoke', async (channel: string, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler({ senderFrame: { url: page.url() } }, ...args);
  });
  await page.addInitScript(await bundledPreload());
  return (channel: string, payload: unknown) =>
    page.evaluate(([c, p]) => (globalThis as unknown as { __teamtreeIpcEmit(c: string, p: unknown): void }).__teamtreeIpcEmit(c, p), [channel, payload] as const);
}

export type HostDependencies = Omit<IpcDependencies, 'isTrustedSender'>;

/**
 * What the desktop host hands the renderer, wired to main's services as the app does: the
 * server in use and its session, no update, no Google sign-in, nothing opened outside, no
 * pending deep link. `overrides` replace parts (a recorded refresh, a Google sign-in).
 */
export function hostDependencies(services: () => DesktopServices, overrides: Partial<HostDependencies> = {}): HostDependencies {
  return {
    session: () => services().session(),
    server: { info: () => services().serverInfo(), check: (url) => services().checkServer(url), use: (url, access) => services().useServer(url, access) },
    updates: { state: () => ({ status: 'idle' }), restart: () => false },
    google: { signIn: async () => ({ status: 404, body: { error: 'Google sign-in is not configured' } }), cancel: () => undefined },
    openExternal: async () => {},
    takePendingDeepLink: () => null,
    ...overrides,
  };
}

/** After a desktop browser test: the keychain forgets the server's entry; browser, server and host close; the user data folder goes. */
export async function tearDownDesktop(run: { keychain: Keychain; server?: TestServer; browser?: TestBrowser; host?: RendererHost; userData?: string }): Promise<void> {
  if (run.server) await run.keychain.deletePassword(KEYCHAIN_SERVICE, accountFor(run.server.url)).catch(() => undefined);
  await run.browser?.close();
  await run.server?.close();
  await run.host?.close();
  if (run.userData) await fs.rm(run.userData, { recursive: true, force: true });
}
