import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/i18n/language';

/**
 * What the desktop app remembers between starts (`settings.json` in Electron's userData folder):
 * the server, and the language the window showed last (the menu's language at the next start).
 * A language the app does not speak is forgotten, not the whole file.
 */
const appSettingsSchema = z.object({ serverUrl: z.string().min(1).optional(), language: z.enum(LANGUAGES).optional().catch(undefined) });
export type AppSettings = z.infer<typeof appSettingsSchema>;

export interface AppSettingsStore {
  read(): Promise<AppSettings>;
  write(settings: AppSettings): Promise<void>;
  /** Changes some settings and keeps the others; changes are made one after the other. */
  update(change: Partial<AppSettings>): Promise<void>;
}

/**
 * Reads and writes the settings file: a missing or unreadable file is an empty one (the app
 * asks again), writes go to a temporary file renamed into place, readable by the user only.
 */
export function appSettingsStore(userDataDir: string): AppSettingsStore {
  const file = path.join(userDataDir, 'settings.json');
  let updates: Promise<void> = Promise.resolve();
  async function read(): Promise<AppSettings> {
    try {
      const parsed = appSettingsSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }
  async function write(settings: AppSettings): Promise<void> {
    await fs.mkdir(userDataDir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(appSettingsSchema.parse(settings), null, 2)}\n`, { mode: 0o600 });
    await fs.rename(temporary, file);
  }
  return {
    read,
    write,
    update(change) {
      const next = updates.then(async () => write({ ...(await read()), ...change }));
      updates = next.catch(() => undefined);
      return next;
    },
  };
}
