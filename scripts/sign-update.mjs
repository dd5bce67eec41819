// Signs Linux releases (AppImage, deb) for the desktop app's updater: `<file>.sig` beside each
// file, the base64 of an Ed25519 signature over the release's message
//   teamtree-update\n<version>\n<file name>\n<sha256 of the file, hex>
// (desktop/main/update-signature.ts, `updateSignatureMessage`). The app installs a Linux update
// only when this signature matches the public key it was built with (MAIN_VITE_UPDATE_PUBLIC_KEY)
// for the version the feed announces and the file's name in the feed, and the version is newer
// than its own: an older signed build cannot be served as a new one.
//
//   node scripts/sign-update.mjs --generate-key <private-key.pem>
//       makes a key pair: writes the private key (readable by you only, never overwritten)
//       and prints the public key to build the app with
//   node scripts/sign-update.mjs --key <private-key.pem> [--version <version>] <file>...
//       writes <file>.sig for each file and prints the public key they verify with. The version
//       is --version, else the `version:` of latest-linux.yml beside each file (electron-builder
//       writes it into release/ with the files); it must be what the feed's latest-linux.yml says.
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const USAGE =
  'usage: node scripts/sign-update.mjs --generate-key <private-key.pem>\n       node scripts/sign-update.mjs --key <private-key.pem> [--version <version>] <file>...';

/** A version as the app compares it (Semantic Versioning, no leading `v`). */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** The public key as MAIN_VITE_UPDATE_PUBLIC_KEY takes it: base64 of the SPKI DER, one line. */
function publicKeyText(privateKey) {
  return crypto.createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
}

async function generateKey(file) {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' });
  // 'wx': an existing key is never overwritten (the builds in the field trust it).
  await fs.writeFile(file, pem, { mode: 0o600, flag: 'wx' });
  console.log(`Private key written to ${file}: keep it off the build machines' shared storage and out of the repository.`);
  console.log(`Build the app with MAIN_VITE_UPDATE_PUBLIC_KEY=${publicKeyText(privateKey)}`);
}

/** The `version:` of the latest-linux.yml beside `file`. */
async function manifestVersion(file) {
  const manifest = path.join(path.dirname(file), 'latest-linux.yml');
  const text = await fs.readFile(manifest, 'utf8').catch(() => {
    throw new Error(`no --version given and no ${manifest} to read it from`);
  });
  const version = /^version:[ \t]*(['"]?)([^'"\s]+)\1[ \t]*$/m.exec(text)?.[2];
  if (!version) throw new Error(`${manifest} names no version`);
  return version;
}

async function sha256(file) {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function sign(keyFile, files, givenVersion) {
  const privateKey = crypto.createPrivateKey(await fs.readFile(keyFile));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${keyFile} is not an Ed25519 private key`);
  for (const file of files) {
    const version = givenVersion ?? (await manifestVersion(file));
    if (!SEMVER.test(version)) throw new Error(`${version} is not a version like 1.3.0`);
    const fileName = path.basename(file);
    if (/[\r\n]/.test(fileName)) throw new Error(`${JSON.stringify(fileName)}: a file name with a line break cannot be signed`);
    const message = ['teamtree-update', version, fileName, await sha256(file)].join('\n');
    const signature = crypto.sign(null, Buffer.from(message, 'utf8'), privateKey);
    await fs.writeFile(`${file}.sig`, `${signature.toString('base64')}\n`);
    console.log(`${file}.sig written (${fileName} as version ${version})`);
  }
  console.log(`Verifies with MAIN_VITE_UPDATE_PUBLIC_KEY=${publicKeyText(privateKey)}`);
}

function parse(args) {
  if (args[0] === '--generate-key' && args.length === 2) return () => generateKey(args[1]);
  if (args[0] !== '--key' || args.length < 3) return null;
  const [, keyFile, ...rest] = args;
  if (rest[0] !== '--version') return () => sign(keyFile, rest, undefined);
  return rest.length >= 3 ? () => sign(keyFile, rest.slice(2), rest[1]) : null;
}

const run = parse(process.argv.slice(2));
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await run();
} catch (error) {
  console.error(`sign-update: ${error.message}`);
  process.exit(1);
}
