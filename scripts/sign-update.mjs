// Signs Linux releases (AppImage, deb) for the desktop app's updater: `<file>.sig` beside each
// file, the base64 of an Ed25519 signature over the file's bytes. The app installs a Linux
// update only when this signature matches the public key it was built with
// (MAIN_VITE_UPDATE_PUBLIC_KEY; desktop/main/update-signature.ts checks it).
//
//   node scripts/sign-update.mjs --generate-key <private-key.pem>
//       makes a key pair: writes the private key (readable by you only, never overwritten)
//       and prints the public key to build the app with
//   node scripts/sign-update.mjs --key <private-key.pem> <file>...
//       writes <file>.sig for each file and prints the public key they verify with
import crypto from 'node:crypto';
import fs from 'node:fs/promises';

const USAGE = 'usage: node scripts/sign-update.mjs --generate-key <private-key.pem>\n       node scripts/sign-update.mjs --key <private-key.pem> <file>...';

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

async function sign(keyFile, files) {
  const privateKey = crypto.createPrivateKey(await fs.readFile(keyFile));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${keyFile} is not an Ed25519 private key`);
  for (const file of files) {
    const signature = crypto.sign(null, await fs.readFile(file), privateKey);
    await fs.writeFile(`${file}.sig`, `${signature.toString('base64')}\n`);
    console.log(`${file}.sig written`);
  }
  console.log(`Verifies with MAIN_VITE_UPDATE_PUBLIC_KEY=${publicKeyText(privateKey)}`);
}

function parse(args) {
  if (args[0] === '--generate-key' && args.length === 2) return () => generateKey(args[1]);
  if (args[0] === '--key' && args.length >= 3) return () => sign(args[1], args.slice(2));
  return null;
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
