import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFor, createCredentialStore } from '../../desktop/main/credential-store';
import { realKeychain } from './keychain';

const keychain = realKeychain();
const service = `TeamTree-test-${crypto.randomBytes(4).toString('hex')}`;

describe.skipIf(!keychain)('credential store on the OS keychain', () => {
  const store = createCredentialStore(keychain!, 'refresh@test', service);
  afterEach(() => store.clear());

  it('keeps, reads back and forgets the credential', async () => {
    expect(await store.get()).toBeNull();
    await store.set('credential-1');
    expect(await store.get()).toBe('credential-1');
    await store.set('credential-2');
    expect(await store.get()).toBe('credential-2');
    await store.clear();
    expect(await store.get()).toBeNull();
  });

  it('clearing an empty store is harmless', async () => {
    await expect(store.clear()).resolves.toBeUndefined();
  });
});

describe('accountFor', () => {
  it('names one entry per API host', () => {
    expect(accountFor('https://api.teamtree.app/')).toBe('refresh@api.teamtree.app');
    expect(accountFor('http://127.0.0.1:3000')).toBe('refresh@127.0.0.1:3000');
  });
});
