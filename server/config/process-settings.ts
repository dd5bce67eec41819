import { PRIVATE_UMASK } from '../db/data-dir-modes';
import { loadSettings, SettingsError, type Settings } from './settings';

/**
 * The settings of a command run from the shell (`npm start`, `npm run migrate`): an invalid one
 * ends the process with status 2 and says which; from then on every file the process writes
 * (database files, secrets) is for this user only.
 */
export function processSettings(): Settings {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`Invalid setting: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  process.umask(PRIVATE_UMASK);
  return settings;
}
