import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '../config/settings';

/** The file in DATA_DIR holding the generated key when TWO_FACTOR_KEY is not set. */
export const TWO_FACTOR_KEY_FILE = 'two-factor.key';

const FORMAT = 'v1';

/**
 * The key that encrypts two-step sign-in secrets at rest, kept apart from the database so that
 * a copy of the database alone reveals no secret: `TWO_FACTOR_KEY`, else 32 random bytes made
 * once in `DATA_DIR/two-factor.key` (mode 0600). Several instances on one PostgreSQL database
 * must be given the same `TWO_FACTOR_KEY`.
 */
export class TwoFactorKey {
  private constructor(private readonly key: Buffer) {}

  /** Seals a secret for one user (the user id is bound to it: a row copied to another user fails). */
  seal(plaintext: string, userId: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(userId));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret sealed for this user; null when it was sealed with another key or for another user. */
  open(stored: string, userId: string): string | null {
    const [format, iv, tag, sealed] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A keyed hash (HMAC-SHA-256 under a key derived for `purpose`): recovery codes are stored this way. */
  digest(purpose: string, value: string): string {
    const derived = Buffer.from(crypto.hkdfSync('sha256', this.key, Buffer.alloc(0), `teamtree ${purpose}`, 32));
    return crypto.createHmac('sha256', derived).update(value).digest('hex');
  }

  static async load(settings: Pick<Settings, 'twoFactorKey' | 'dataDir'>): Promise<TwoFactorKey> {
    return new TwoFactorKey(settings.twoFactorKey ?? (await keyFromDataDir(settings.dataDir)));
  }
}

async function keyFromDataDir(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, TWO_FACTOR_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // `wx`: never replaces a key another start wrote first.
    await fs.writeFile(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

const loaded = new WeakMap<object, Promise<TwoFactorKey>>();

/** The server's two-factor key, loaded once per settings object. */
export function twoFactorKeyOf(settings: Pick<Settings, 'twoFactorKey' | 'dataDir'>): Promise<TwoFactorKey> {
  let key = loaded.get(settings);
  if (!key) {
    key = TwoFactorKey.load(settings);
    loaded.set(settings, key);
  }
  return key;
}
