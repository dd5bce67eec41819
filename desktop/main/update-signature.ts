/**
 * Linux updates (AppImage, deb) carry a detached Ed25519 signature: `<file name>.sig` beside
 * the file in the feed, the base64 of the signature over the release's canonical message
 * (`updateSignatureMessage`: the version, the file name and the SHA-256 of the file's bytes),
 * made by `scripts/sign-update.mjs`. So a signature vouches for these bytes *as this version
 * under this name*: an older build, or a file under another name, cannot be passed off as the
 * release the feed announces. The public key is built into the app (`MAIN_VITE_UPDATE_PUBLIC_KEY`).
 */
import crypto, { type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { feedFileUrl } from './update-feed';

export const SIGNATURE_SUFFIX = '.sig';
const ED25519_SIGNATURE_BYTES = 64;
const ED25519_RAW_KEY_BYTES = 32;
/** A signature file is 88 base64 characters; anything much longer is not one. */
const MAX_SIGNATURE_FILE = 1024;

/**
 * The build's public key: PEM (SPKI), or base64 of the SPKI DER or of the raw 32-byte key.
 * Null when unset or not an Ed25519 public key (the app then installs no Linux update).
 */
export function parseUpdatePublicKey(raw: string | undefined): KeyObject | null {
  const text = raw?.trim().replace(/\\n/g, '\n');
  if (!text) return null;
  try {
    const key = text.includes('-----BEGIN')
      ? crypto.createPublicKey(text)
      : publicKeyFromBase64(Buffer.from(text.replace(/\s+/g, ''), 'base64'));
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

function publicKeyFromBase64(bytes: Buffer): KeyObject {
  if (bytes.length === ED25519_RAW_KEY_BYTES) {
    return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: bytes.toString('base64url') }, format: 'jwk' });
  }
  return crypto.createPublicKey({ key: bytes, format: 'der', type: 'spki' });
}

/** Reads a `.sig` file's text: the 64-byte signature, or null when it is not one. */
export function parseSignature(text: string): Buffer | null {
  const compact = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  const bytes = Buffer.from(compact, 'base64');
  return bytes.length === ED25519_SIGNATURE_BYTES ? bytes : null;
}

/** What the publisher signs for a release: scripts/sign-update.mjs writes the same lines. */
export interface SignedRelease {
  /** The version the feed announces (latest-linux.yml's `version`). */
  version: string;
  /** The file's name in the feed. */
  fileName: string;
}

/** `teamtree-update\n<version>\n<file name>\n<sha256 of the file, hex>`: the bytes the Ed25519 signature covers. */
export function updateSignatureMessage(release: SignedRelease, sha256Hex: string): Buffer {
  return Buffer.from(['teamtree-update', release.version, release.fileName, sha256Hex].join('\n'), 'utf8');
}

/** The SHA-256 of a file, hex, read in chunks (an AppImage is ~100 MB). */
async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A line of the message: a version or name with a line break (or nothing) could stand for another message. */
const isOneLine = (text: string) => text.length > 0 && !/[\r\n]/.test(text);

/** Whether `signature` is the key's Ed25519 signature of this file as `release` (its version and name). */
export async function verifyUpdateSignature(file: string, release: SignedRelease, signature: Buffer, key: KeyObject): Promise<boolean> {
  if (!isOneLine(release.version) || !isOneLine(release.fileName)) return false;
  const message = updateSignatureMessage(release, await fileSha256(file));
  return new Promise((resolve) => {
    crypto.verify(null, message, key, signature, (error, valid) => resolve(!error && valid));
  });
}

/** A GET (Electron's `net.fetch` in the app, so the system's proxy settings apply as for the download). */
export type Fetch = (url: string) => Promise<Response>;

/** The signature of a downloaded file, read from the feed beside it; null when missing or malformed. */
export async function fetchFeedSignature(feed: string, fileName: string, get: Fetch = fetch): Promise<Buffer | null> {
  const response = await get(feedFileUrl(feed, encodeURIComponent(fileName) + SIGNATURE_SUFFIX));
  if (!response.ok) return null;
  const text = await response.text();
  return text.length <= MAX_SIGNATURE_FILE ? parseSignature(text) : null;
}

/**
 * Checks a downloaded update against the build's key: null when it may be installed as
 * `version`, else why not. The signature comes from the build's feed, never from where the
 * file came from; the file's name is the one it has in the feed (electron-updater keeps it).
 */
export async function checkFeedSignature(feed: string, file: string, version: string, key: KeyObject, get: Fetch = fetch): Promise<string | null> {
  const fileName = path.basename(file);
  let signature: Buffer | null;
  try {
    signature = await fetchFeedSignature(feed, fileName, get);
  } catch (error) {
    return `its signature could not be loaded (${(error as Error).message})`;
  }
  if (!signature) return 'it has no signature in the update feed';
  const valid = await verifyUpdateSignature(file, { version, fileName }, signature, key);
  return valid ? null : `its signature does not match the key built into the app for ${fileName} as version ${version}`;
}
