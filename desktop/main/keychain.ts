import type { Keychain } from './credential-store';

/**
 * The module's name as a plain string: the type check then never needs keytar's own types,
 * which exist only where keytar was installed (the bundle keeps it a runtime import).
 */
const KEYTAR_MODULE: string = 'keytar';

/**
 * Loads keytar, the OS keychain binding. It is an optional dependency: where it could not be
 * built (no libsecret headers) or cannot load, this answers `null` and says why in one line;
 * the app then keeps sign-ins for the session only.
 */
export async function loadKeychain(warn: (line: string) => void, load: () => Promise<unknown> = () => import(/* @vite-ignore */ KEYTAR_MODULE)): Promise<Keychain | null> {
  try {
    const loaded = (await load()) as Keychain & { default?: Keychain };
    const keychain = typeof loaded.getPassword === 'function' ? loaded : loaded.default;
    if (!keychain || typeof keychain.getPassword !== 'function') throw new Error('keytar has no getPassword');
    return keychain;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    warn(`The OS keychain (keytar) could not be loaded (${reason}): sign-ins last for this session only.`);
    return null;
  }
}
