import { createRequire } from 'node:module';
import type { Keychain } from '../../desktop/main/credential-store';

/**
 * The real OS keychain through keytar (gnome-keyring's Secret Service here). CI starts a
 * session bus and an unlocked keyring (.ci/run); without one the keychain tests are skipped
 * locally and fail in CI.
 */
export function realKeychain(): Keychain | null {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    if (process.env.CI) throw new Error('CI must provide a Secret Service keychain (DBUS_SESSION_BUS_ADDRESS unset)');
    return null;
  }
  return createRequire(import.meta.url)('keytar') as Keychain;
}
