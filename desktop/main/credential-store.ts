/** The part of keytar the store uses (so tests can hand in the real module or another keychain). */
export interface Keychain {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface CredentialStore {
  /** `keychain` when the credential survives a restart, `session` when it lives in memory only. */
  readonly persistence: () => 'keychain' | 'session';
  get(): Promise<string | null>;
  set(credential: string): Promise<void>;
  clear(): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'TeamTree';

/** Keeps the refresh credential in the OS keychain (Keychain on macOS, Credential Vault on Windows). */
export function createCredentialStore(keychain: Keychain, account: string, service = KEYCHAIN_SERVICE): CredentialStore {
  return {
    persistence: () => 'keychain',
    get: () => keychain.getPassword(service, account),
    set: (credential) => keychain.setPassword(service, account, credential),
    clear: async () => {
      await keychain.deletePassword(service, account);
    },
  };
}

/** Keeps the credential in this process's memory only: the sign-in lasts until the app quits. */
export function createSessionOnlyStore(): CredentialStore {
  let credential: string | null = null;
  return {
    persistence: () => 'session',
    get: async () => credential,
    set: async (next) => {
      credential = next;
    },
    clear: async () => {
      credential = null;
    },
  };
}

/**
 * The keychain when it works; when a call fails (no Secret Service running, access refused),
 * says so once and keeps the credential for this session only. It never writes the credential
 * anywhere else.
 */
export function withSessionFallback(keychainStore: CredentialStore, warn: (line: string) => void): CredentialStore {
  const memory = createSessionOnlyStore();
  let active: CredentialStore = keychainStore;
  const degrade = (error: unknown) => {
    if (active === memory) return;
    active = memory;
    warn(`The OS keychain is not available (${describe(error)}): sign-ins last for this session only.`);
  };
  const call = async <T>(run: (store: CredentialStore) => Promise<T>): Promise<T> => {
    if (active === memory) return run(memory);
    try {
      return await run(active);
    } catch (error) {
      degrade(error);
      return run(memory);
    }
  };
  return {
    persistence: () => active.persistence(),
    get: () => call((store) => store.get()),
    set: (credential) => call((store) => store.set(credential)),
    clear: () => call((store) => store.clear()),
  };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 200);
}

/**
 * One keychain entry per server and account: the server's origin names the entry, so switching
 * servers never mixes credentials (`refresh@https://teamtree.example`).
 */
export function accountFor(serverUrl: string): string {
  return `refresh@${new URL(serverUrl).origin}`;
}
