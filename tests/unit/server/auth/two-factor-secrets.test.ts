import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseRecoveryCode } from '../../../../server/auth/recovery-codes';
import { TwoFactorKey } from '../../../../server/auth/two-factor-key';

const USER = '6f1c2f4e-8a43-4c3e-9d51-0c1e2b3a4d5f';
const keyOf = (byte: number) => TwoFactorKey.load({ twoFactorKey: Buffer.alloc(32, byte), dataDir: '/nonexistent' });

describe('TwoFactorKey', () => {
  it('opens what it sealed for the same user, and nothing else', async () => {
    const key = await keyOf(1);
    const sealed = key.seal('JBSWY3DPEHPK3PXP', USER);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(key.seal('JBSWY3DPEHPK3PXP', USER)).not.toBe(sealed);
    expect(key.open(sealed, USER)).toBe('JBSWY3DPEHPK3PXP');
    expect(key.open(sealed, crypto.randomUUID())).toBeNull();
    expect((await keyOf(2)).open(sealed, USER)).toBeNull();
    const [format, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(key.open([format, iv, tag, flipped.toString('base64url')].join('.'), USER)).toBeNull();
    expect(key.open('v2.' + sealed.slice(3), USER)).toBeNull();
    expect(key.open('not sealed', USER)).toBeNull();
  });

  it('derives keyed digests per purpose and key', async () => {
    const [one, two] = await Promise.all([keyOf(1), keyOf(2)]);
    expect(one.digest('recovery code', 'abcde12345')).toBe(one.digest('recovery code', 'abcde12345'));
    expect(one.digest('recovery code', 'abcde12345')).not.toBe(one.digest('other', 'abcde12345'));
    expect(one.digest('recovery code', 'abcde12345')).not.toBe(two.digest('recovery code', 'abcde12345'));
  });

  it('without TWO_FACTOR_KEY makes one key in DATA_DIR (0600) and keeps it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-2fa-key-'));
    try {
      const first = await TwoFactorKey.load({ twoFactorKey: null, dataDir });
      const file = path.join(dataDir, 'two-factor.key');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
      const again = await TwoFactorKey.load({ twoFactorKey: null, dataDir });
      expect(again.open(first.seal('secret', USER), USER)).toBe('secret');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('normaliseRecoveryCode', () => {
  it('ignores case, spaces and dashes and reads look-alikes as digits', () => {
    expect(normaliseRecoveryCode(' AB1C0-Z9XY2 ')).toBe('ab1c0z9xy2');
    expect(normaliseRecoveryCode('abIcO zLxy2')).toBe('ab1c0z1xy2');
  });
});
