// The build's feed address, the Linux signature check with real keys and files, the version
// order (no downgrade), the choice of check per platform, the Windows Authenticode check over
// PowerShell stand-ins, and scripts/sign-update.mjs checked by the app's own verifier.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticodeCheck } from '../../desktop/main/authenticode';
import { buildUpdateFeed } from '../../desktop/main/update-feed';
import { updateGate, type UpdateGateInputs } from '../../desktop/main/update-gate';
import { parseSignature, parseUpdatePublicKey, verifyUpdateSignature } from '../../desktop/main/update-signature';
import { isNewerVersion } from '../../desktop/main/update-version';
import { signedMessage } from './updates-fixture';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../scripts/sign-update.mjs', import.meta.url));
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-signing-'));
afterAll(() => fs.rm(work, { recursive: true, force: true }));

const publisher = crypto.generateKeyPairSync('ed25519');
const stranger = crypto.generateKeyPairSync('ed25519');
const spkiBase64 = (key: crypto.KeyObject) => key.export({ format: 'der', type: 'spki' }).toString('base64');

describe('the build’s update feed (MAIN_VITE_UPDATE_URL)', () => {
  it('is unset or unusable: no feed at all', () => {
    for (const raw of [undefined, '', '   ', 'not a url', 'ftp://feed.example/', 'http://feed.example/updates/', 'https://user:pw@feed.example/', 'https://feed.example/u/?x=1']) {
      expect(buildUpdateFeed(raw)).toBeNull();
    }
  });

  it('is https (or http on the loopback address) and always ends in a slash', () => {
    expect(buildUpdateFeed(' https://updates.teamtree.app/desktop ')).toBe('https://updates.teamtree.app/desktop/');
    expect(buildUpdateFeed('https://app.teamtree.app/updates/')).toBe('https://app.teamtree.app/updates/');
    expect(buildUpdateFeed('http://127.0.0.1:4000/updates')).toBe('http://127.0.0.1:4000/updates/');
  });
});

describe('the public key built into the app (MAIN_VITE_UPDATE_PUBLIC_KEY)', () => {
  it('reads PEM (also with escaped line breaks), base64 SPKI and the raw 32-byte key', () => {
    const pem = publisher.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const raw = Buffer.from(publisher.publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
    for (const text of [pem, pem.replace(/\n/g, '\\n'), spkiBase64(publisher.publicKey), raw]) {
      expect(parseUpdatePublicKey(text)?.equals(publisher.publicKey)).toBe(true);
    }
  });

  it('is none when unset, malformed or not an Ed25519 key', () => {
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const text of [undefined, '', 'bm90IGEga2V5', rsa, '-----BEGIN PUBLIC KEY-----\nxyz\n-----END PUBLIC KEY-----']) {
      expect(parseUpdatePublicKey(text)).toBeNull();
    }
  });
});

describe('the detached Ed25519 signature of a Linux update', () => {
  const release = { version: '1.3.0', fileName: 'TeamTree-1.3.0-x86_64.AppImage' };

  it('accepts the file as signed, refuses it changed by one byte or signed by another key', async () => {
    const file = path.join(work, release.fileName);
    const bytes = crypto.randomBytes(300_000);
    await fs.writeFile(file, bytes);
    const signature = crypto.sign(null, signedMessage('1.3.0', release.fileName, bytes), publisher.privateKey);
    expect(await verifyUpdateSignature(file, release, signature, publisher.publicKey)).toBe(true);
    expect(await verifyUpdateSignature(file, release, crypto.sign(null, signedMessage('1.3.0', release.fileName, bytes), stranger.privateKey), publisher.publicKey)).toBe(false);
    bytes[123_456] ^= 1;
    await fs.writeFile(file, bytes);
    expect(await verifyUpdateSignature(file, release, signature, publisher.publicKey)).toBe(false);
  });

  it('covers the version and the file name: refuses the bytes-only signature, another version or another name (issue 33)', async () => {
    const file = path.join(work, release.fileName);
    const bytes = crypto.randomBytes(50_000);
    await fs.writeFile(file, bytes);
    const refused: Array<[string, Buffer]> = [
      ['over the bytes only', bytes],
      ['for an older version', signedMessage('1.1.0', release.fileName, bytes)],
      ['for another file name', signedMessage('1.3.0', 'TeamTree-1.3.0-amd64.deb', bytes)],
      ['for this name with a line added', signedMessage('1.3.0', `${release.fileName}\n`, bytes)],
    ];
    for (const [what, message] of refused) {
      expect(await verifyUpdateSignature(file, release, crypto.sign(null, message, publisher.privateKey), publisher.publicKey), what).toBe(false);
    }
    // A version or name that spans lines could stand for another message: never accepted.
    const twoLines = { version: '1.3.0\nTeamTree-1.3.0-x86_64.AppImage', fileName: '' };
    expect(await verifyUpdateSignature(file, twoLines, crypto.sign(null, signedMessage(twoLines.version, '', bytes), publisher.privateKey), publisher.publicKey)).toBe(false);
    expect(await verifyUpdateSignature(file, release, crypto.sign(null, signedMessage('1.3.0', release.fileName, bytes), publisher.privateKey), publisher.publicKey)).toBe(true);
  });

  it('reads only a 64-byte base64 signature from a .sig file', () => {
    const signature = crypto.sign(null, Buffer.from('x'), publisher.privateKey);
    expect(parseSignature(`${signature.toString('base64')}\n`)?.equals(signature)).toBe(true);
    for (const text of ['', 'not base64!', signature.subarray(0, 63).toString('base64'), '<html>404</html>']) expect(parseSignature(text)).toBeNull();
  });
});

describe('which version an update may move to (no downgrade)', () => {
  it.each([
    ['1.3.0', '1.2.0'],
    ['1.2.1', '1.2.0'],
    ['2.0.0', '1.99.99'],
    ['1.10.0', '1.9.0'],
    ['1.3.0', '1.3.0-rc.1'],
    ['2.0.0-rc.1', '1.9.9'],
    ['1.3.0-beta.11', '1.3.0-beta.2'],
    ['1.3.0-beta', '1.3.0-alpha.9'],
    ['1.3.0-alpha', '1.3.0-1'],
    ['1.3.0-alpha.1', '1.3.0-alpha'],
  ])('%s is newer than %s', (candidate, running) => {
    expect(isNewerVersion(candidate, running)).toBe(true);
    expect(isNewerVersion(running, candidate)).toBe(false);
  });

  it.each([
    ['1.2.0', '1.2.0'],
    ['1.2.0+build.2', '1.2.0+build.1'],
    ['1.1.9', '1.2.0'],
    ['1.9.0', '1.10.0'],
    ['1.3.0-rc.1', '1.3.0'],
    ['v1.3.0', '1.2.0'],
    ['1.3', '1.2.0'],
    ['01.3.0', '1.2.0'],
    ['1.3.0\n', '1.2.0'],
    ['', '1.2.0'],
    ['9.9.9', 'not a version'],
  ])('%j is not newer than %j', (candidate, running) => {
    expect(isNewerVersion(candidate, running)).toBe(false);
  });
});

describe('what a downloaded update must pass, per platform', () => {
  const inputs: UpdateGateInputs = { platform: 'linux', publicKey: null, publisher: null, codeSignature: null, linuxPackage: 'AppImage' };
  const codeSignature = async (names: string[], file: string) => `checked ${names.join(',')} on ${file}`;

  it('macOS: Squirrel.Mac’s own code-signature check', () => {
    expect(updateGate({ ...inputs, platform: 'darwin' })).toEqual({ kind: 'native' });
  });

  it('Windows: the updater’s Authenticode check against the publisher the build pins; without one, a download link', async () => {
    expect(updateGate({ ...inputs, platform: 'win32', codeSignature })).toEqual({ kind: 'link', extension: 'exe' });
    const gate = updateGate({ ...inputs, platform: 'win32', codeSignature, publisher: 'TeamTree Ltd' });
    expect(gate.kind === 'verify' && (await gate.verify('C:\\setup.exe', 'https://feed.example/', '1.3.0'))).toBe('checked TeamTree Ltd on C:\\setup.exe');
  });

  it('Linux: the Ed25519 signature against the key the build pins; without one, a download link for the running package', () => {
    expect(updateGate(inputs)).toEqual({ kind: 'link', extension: 'AppImage' });
    expect(updateGate({ ...inputs, linuxPackage: 'deb' })).toEqual({ kind: 'link', extension: 'deb' });
    expect(updateGate({ ...inputs, publicKey: publisher.publicKey }).kind).toBe('verify');
  });
});

describe('scripts/sign-update.mjs', () => {
  it('makes a key pair, signs a release, and the app’s verifier accepts it with the printed public key', async () => {
    const keyFile = path.join(work, 'update-signing-key.pem');
    const generated = await run(process.execPath, [script, '--generate-key', keyFile]);
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
    const publicKey = parseUpdatePublicKey(/MAIN_VITE_UPDATE_PUBLIC_KEY=(\S+)/.exec(generated.stdout)![1]);
    expect(publicKey).not.toBeNull();
    // An existing key is never overwritten.
    await expect(run(process.execPath, [script, '--generate-key', keyFile])).rejects.toThrow();

    const release = path.join(work, 'TeamTree-2.0.0-amd64.deb');
    await fs.writeFile(release, crypto.randomBytes(100_000));
    const signed = await run(process.execPath, [script, '--key', keyFile, '--version', '2.0.0', release]);
    expect(signed.stdout).toContain(`MAIN_VITE_UPDATE_PUBLIC_KEY=${spkiBase64(publicKey!)}`);
    const signature = parseSignature(await fs.readFile(`${release}.sig`, 'utf8'))!;
    const as = { version: '2.0.0', fileName: 'TeamTree-2.0.0-amd64.deb' };
    expect(await verifyUpdateSignature(release, as, signature, publicKey!)).toBe(true);
    expect(await verifyUpdateSignature(release, as, signature, publisher.publicKey)).toBe(false);
    // The signature is for this version and this name only.
    expect(await verifyUpdateSignature(release, { ...as, version: '2.0.1' }, signature, publicKey!)).toBe(false);
    expect(await verifyUpdateSignature(release, { ...as, fileName: 'TeamTree-2.0.0-x86_64.AppImage' }, signature, publicKey!)).toBe(false);
  });

  it('reads the version from the latest-linux.yml beside the file when no --version is given', async () => {
    const keyFile = path.join(work, 'manifest-key.pem');
    await run(process.execPath, [script, '--generate-key', keyFile]);
    const publicKey = crypto.createPublicKey(await fs.readFile(keyFile));
    const dir = await fs.mkdtemp(path.join(work, 'release-'));
    const appImage = path.join(dir, 'TeamTree-1.4.0-x86_64.AppImage');
    await fs.writeFile(appImage, crypto.randomBytes(10_000));
    // No manifest and no --version: nothing is signed.
    await expect(run(process.execPath, [script, '--key', keyFile, appImage])).rejects.toThrow(/no --version given and no .*latest-linux\.yml/);
    expect(await fs.stat(`${appImage}.sig`).catch(() => null)).toBeNull();
    await fs.writeFile(path.join(dir, 'latest-linux.yml'), "version: 1.4.0\nfiles:\n  - url: TeamTree-1.4.0-x86_64.AppImage\nreleaseDate: '2026-12-07T12:00:00.000Z'\n");
    const signed = await run(process.execPath, [script, '--key', keyFile, appImage]);
    expect(signed.stdout).toContain('TeamTree-1.4.0-x86_64.AppImage as version 1.4.0');
    const signature = parseSignature(await fs.readFile(`${appImage}.sig`, 'utf8'))!;
    expect(await verifyUpdateSignature(appImage, { version: '1.4.0', fileName: 'TeamTree-1.4.0-x86_64.AppImage' }, signature, publicKey)).toBe(true);
  });

  it('refuses a version the app would not read as one', async () => {
    const keyFile = path.join(work, 'version-key.pem');
    await run(process.execPath, [script, '--generate-key', keyFile]);
    await fs.writeFile(path.join(work, 'TeamTree-x.deb'), 'x');
    for (const version of ['v1.3.0', '1.3', 'latest']) {
      await expect(run(process.execPath, [script, '--key', keyFile, '--version', version, path.join(work, 'TeamTree-x.deb')])).rejects.toThrow(/is not a version like 1\.3\.0/);
    }
    await expect(run(process.execPath, [script, '--key', keyFile, '--version', '1.3.0'])).rejects.toThrow(/usage/);
  });

  it('refuses a key that is not Ed25519, and a call without file', async () => {
    const rsaKey = path.join(work, 'rsa.pem');
    await fs.writeFile(rsaKey, crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }));
    await fs.writeFile(path.join(work, 'file'), 'x');
    await expect(run(process.execPath, [script, '--key', rsaKey, path.join(work, 'file')])).rejects.toThrow(/not an Ed25519 private key/);
    await expect(run(process.execPath, [script, '--key', rsaKey])).rejects.toThrow(/usage/);
  });
});

describe('the Windows Authenticode check (PowerShell’s Get-AuthenticodeSignature)', () => {
  const file = "C:\\Users\\o'neil\\AppData\\Local\\teamtree-updater\\pending\\TeamTree-Setup-1.3.0-x64.exe";
  const answer = (fields: Record<string, unknown>) => async () => JSON.stringify({ Status: 0, Path: file, SignerCertificate: { Subject: 'CN=TeamTree Ltd, O=TeamTree Ltd, C=DE' }, ...fields });

  it('accepts a valid signature of the pinned publisher, asking about exactly that file', async () => {
    const commands: string[] = [];
    const check = authenticodeCheck(async (command) => (commands.push(command), answer({})()));
    expect(await check(['TeamTree Ltd'], file)).toBeNull();
    expect(commands).toEqual([`Get-AuthenticodeSignature -LiteralPath '${file.replace("'", "''")}' | ConvertTo-Json -Compress -Depth 3`]);
    expect(await authenticodeCheck(answer({ SignerCertificate: { Subject: 'O=X, CN="TeamTree, Ltd", C=DE' } }))(['TeamTree, Ltd'], file)).toBeNull();
  });

  it('refuses another publisher, an invalid or missing signature, another file, and any failure to ask', async () => {
    const refused: Array<[string, () => Promise<string>]> = [
      ['another publisher', answer({ SignerCertificate: { Subject: 'CN=TeamTree Ltd Evil, O=TeamTree Ltd' } })],
      ['not signed', answer({ Status: 2, SignerCertificate: null })],
      ['hash mismatch', answer({ Status: 1 })],
      ['another file', answer({ Path: 'C:\\other.exe' })],
      ['no subject', answer({ SignerCertificate: {} })],
      ['the name only inside another part', answer({ SignerCertificate: { Subject: 'O="Evil, CN=TeamTree Ltd, X", CN=Evil' } })],
      ['PowerShell cannot run', async () => Promise.reject(new Error('spawn powershell.exe ENOENT'))],
      ['not JSON', async () => 'Get-AuthenticodeSignature : not recognized'],
      ['empty', async () => ''],
    ];
    for (const [what, powerShell] of refused) {
      expect(await authenticodeCheck(powerShell)(['TeamTree Ltd'], file), what).toEqual(expect.any(String));
    }
  });
});
