/** The part of keytar the store uses (so tests can hand in the real module or another keychain). */
export interface Keychain {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface CredentialStore {
  get(): Promise<string | null>;
  set(credential: string): Promise<void>;
  clear(): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'TeamTree';

/** Keeps the refresh credential in the OS keychain (Keychain on macOS, Credential Vault on Windows). */
export function createCredentialStore(keychain: Keychain, account: string, service = KEYCHAIN_SERVICE): CredentialStore {
  return {
    get: () => keychain.getPassword(service, account),
    set: (credential) => keychain.setPassword(service, account, credential),
    clear: async () => {
      await keychain.deletePassword(service, account);
    },
  };
}

/** One keychain entry per API server, so switching servers never mixes credentials. */
export function accountFor(apiBaseUrl: string): string {
  return `refresh@${new URL(apiBaseUrl).host}`;
}
