import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFor, createCredentialStore, createSessionOnlyStore, withSessionFallback, type Keychain } from '../../desktop/main/credential-store';
import { loadKeychain } from '../../desktop/main/keychain';
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
  it('names one entry per server origin', () => {
    expect(accountFor('https://api.teamtree.app/')).toBe('refresh@https://api.teamtree.app');
    expect(accountFor('http://127.0.0.1:3000')).toBe('refresh@http://127.0.0.1:3000');
    expect(accountFor('https://api.teamtree.app:8443/x')).not.toBe(accountFor('https://api.teamtree.app'));
  });
});

describe('without a keychain', () => {
  it('keeps the credential in memory for the session only', async () => {
    const store = createSessionOnlyStore();
    expect(store.persistence()).toBe('session');
    await store.set('c');
    expect(await store.get()).toBe('c');
    await store.clear();
    expect(await store.get()).toBeNull();
  });

  it('falls back to the session when the keychain fails, saying so once', async () => {
    const failing: Keychain = {
      getPassword: () => Promise.reject(new Error('No Secret Service')),
      setPassword: () => Promise.reject(new Error('No Secret Service')),
      deletePassword: () => Promise.reject(new Error('No Secret Service')),
    };
    const lines: string[] = [];
    const store = withSessionFallback(createCredentialStore(failing, 'refresh@x', service), (line) => lines.push(line));
    expect(store.persistence()).toBe('keychain');
    await store.set('credential');
    expect(await store.get()).toBe('credential');
    expect(store.persistence()).toBe('session');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/keychain is not available \(No Secret Service\).*this session only/);
  });

  it('reports a keytar that cannot load in one line and answers no keychain', async () => {
    const lines: string[] = [];
    const keychain = await loadKeychain((line) => lines.push(line), () => Promise.reject(new Error("Cannot find module 'keytar'\nRequire stack: ...")));
    expect(keychain).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/^The OS keychain \(keytar\) could not be loaded \(Cannot find module 'keytar'\): sign-ins last for this session only\.$/)]);
  });

  it.skipIf(!keychain)('loads the real keytar when it is installed', async () => {
    const loaded = await loadKeychain(() => {
      throw new Error('no warning expected');
    });
    expect(typeof loaded?.getPassword).toBe('function');
  });
});
