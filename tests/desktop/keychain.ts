import { createRequire } from 'node:module';
import type { Keychain } from '../../desktop/main/credential-store';
import { hasPart } from '../support/machine-parts';

const requireHere = createRequire(import.meta.url);

/** Why keytar cannot be loaded here (it is an optional dependency, built only with libsecret's headers), or null. */
export function keytarMissing(): string | null {
  try {
    requireHere('keytar');
    return null;
  } catch (error) {
    return `keytar is not installed (npm ci builds it only where libsecret-1-dev is installed): ${(error as Error).message.split('\n')[0]}`;
  }
}

/**
 * The real OS keychain through keytar (gnome-keyring's Secret Service here). CI starts a
 * session bus and an unlocked keyring (.ci/run); without one, or without keytar, the keychain
 * tests are skipped locally (one line says why) and fail in CI.
 */
export function realKeychain(): Keychain | null {
  const missing = process.env.DBUS_SESSION_BUS_ADDRESS ? keytarMissing() : 'no session bus (DBUS_SESSION_BUS_ADDRESS is unset)';
  if (!hasPart('the OS keychain', missing)) return null;
  return requireHere('keytar') as Keychain;
}
