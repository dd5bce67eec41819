// Update feeds on 127.0.0.1 (the server's own feed middleware, with a log of what was asked),
// releases published into them, and electron-updater's real updaters driven in Node.
import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NodeHttpExecutor } from 'builder-util/out/nodeHttpExecutor';
import { configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import type { AppImageUpdater, NsisUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import Koa from 'koa';
import { updateFeed } from '../../server/http/update-feed';
import type { DesktopUpdateState } from '../../shared/desktop-api';

export interface LocalFeed {
  /** The feed's address (`http://127.0.0.1:<port>/updates/`). */
  url: string;
  dir: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A feed served by server/http/update-feed.ts from a fresh folder. */
export async function startLocalFeed(): Promise<LocalFeed> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-feed-'));
  const requests: string[] = [];
  const koa = new Koa();
  // The AppImage updater first asks for the new file's block map and drops the answer when the
  // feed sends the whole file (no Range support): Koa would print each dropped stream.
  koa.silent = true;
  koa.use(async (ctx, next) => {
    requests.push(ctx.path);
    await next();
  });
  koa.use(updateFeed(dir));
  const server = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/updates/`,
    dir,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Release {
  version: string;
  /** The installer's name in the feed. */
  name: string;
  /** What the feed serves (and its manifest's sha512 describes: the feed's owner writes both). */
  bytes: Buffer;
  /** Signs these bytes instead of `bytes` (a tampered file); default `bytes`. */
  signed?: Buffer;
  /** The version the signature names (another release's signature); default `version`. */
  signedVersion?: string;
  /** The file name the signature names (a renamed file); default `name`. */
  signedName?: string;
  /** The signature covers the bytes alone (the format before issue 33). */
  bytesOnly?: boolean;
  /** The key the `.sig` is made with; null: no `.sig` in the feed. */
  key: KeyObject | null;
}

/** What scripts/sign-update.mjs signs, written out here as README documents it. */
export function signedMessage(version: string, name: string, bytes: Buffer): Buffer {
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  return Buffer.from(`teamtree-update\n${version}\n${name}\n${sha256}`);
}

/** Writes the installer, its `latest*.yml` (as electron-builder does) and its `.sig` into the feed folder. */
export async function publish(dir: string, release: Release): Promise<void> {
  const sha512 = crypto.createHash('sha512').update(release.bytes).digest('base64');
  await fs.writeFile(path.join(dir, release.name), release.bytes);
  const yml = ['version: ' + release.version, 'files:', `  - url: ${release.name}`, `    sha512: ${sha512}`, `    size: ${release.bytes.length}`];
  yml.push(`path: ${release.name}`, `sha512: ${sha512}`, "releaseDate: '2026-11-27T12:00:00.000Z'", '');
  await fs.writeFile(path.join(dir, 'latest-linux.yml'), yml.join('\n'));
  if (release.key) {
    const bytes = release.signed ?? release.bytes;
    const message = release.bytesOnly ? bytes : signedMessage(release.signedVersion ?? release.version, release.signedName ?? release.name, bytes);
    const signature = crypto.sign(null, message, release.key);
    await fs.writeFile(path.join(dir, `${release.name}.sig`), `${signature.toString('base64')}\n`);
  }
}

/** Node's HTTP stack with the download call electron-updater makes of Electron's (same steps: a GET, streamed to the file, checksum verified). */
class NodeDownloadExecutor extends NodeHttpExecutor {
  // One connection per request (Electron's net stack never shares Node's keep-alive agent).
  override createRequest(options: Record<string, unknown>, callback: (response: unknown) => void) {
    return super.createRequest({ ...options, agent: false }, callback);
  }
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: Record<string, unknown> = { headers: options.headers || undefined, redirect: 'manual' };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(requestOptions, { destination, options, onCancel, callback: (error) => (error ? reject(error) : resolve(destination)), responseHandler: null }, 0);
    });
  }
}

/**
 * electron-updater's own updater class in Node: its provider, version comparison, download,
 * sha512 check and install run for real; Electron's HTTP stack and app object are swapped for
 * Node's. `appUpdateYml` is what electron-builder writes into the packed app.
 */
export async function nodeUpdater<T extends AppImageUpdater | NsisUpdater>(
  Updater: new (options: null, app: AppAdapter) => T,
  version: string,
  appUpdateYml = 'provider: generic\nurl: https://app.teamtree.app/updates/\nupdaterCacheDirName: teamtree-updater\n',
): Promise<{ updater: T; userData: string }> {
  const userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-updater-'));
  await fs.writeFile(path.join(userData, 'app-update.yml'), appUpdateYml);
  const app: AppAdapter = {
    version,
    name: 'TeamTree',
    isPackaged: true,
    appUpdateConfigPath: path.join(userData, 'app-update.yml'),
    userDataPath: userData,
    baseCachePath: path.join(userData, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new Updater(null, app);
  (updater as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeDownloadExecutor();
  updater.logger = null;
  return { updater, userData };
}

/** The states a controller reported, and a wait for the next one of some statuses (ask before the check that causes it). */
export function stateLog() {
  const states: DesktopUpdateState[] = [];
  const waiters: Array<{ statuses: string[]; resolve: (state: DesktopUpdateState) => void }> = [];
  return {
    states,
    onState(state: DesktopUpdateState) {
      states.push(state);
      for (const waiter of waiters.filter((w) => w.statuses.includes(state.status))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(state);
      }
    },
    next(...statuses: DesktopUpdateState['status'][]): Promise<DesktopUpdateState> {
      return new Promise((resolve) => waiters.push({ statuses, resolve }));
    },
  };
}

export async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Get-AuthenticodeSignature's JSON for a test installer, as PowerShell answers it: the file's
 * first line is its signer's certificate subject, or `unsigned` (Status 2, NotSigned).
 */
export async function standInPowerShell(command: string): Promise<string> {
  const literal = /^Get-AuthenticodeSignature -LiteralPath '((?:[^']|'')*)' \| ConvertTo-Json/.exec(command);
  if (!literal) throw new Error(`unexpected command: ${command}`);
  const file = literal[1].replace(/''/g, "'");
  const subject = (await fs.readFile(file, 'utf8')).split('\n')[0];
  if (subject === 'unsigned') return JSON.stringify({ Status: 2, Path: file, SignerCertificate: null });
  return JSON.stringify({ Status: 0, StatusMessage: 'Signature verified.', Path: file, SignerCertificate: { Subject: subject, Thumbprint: 'AB12' } });
}
