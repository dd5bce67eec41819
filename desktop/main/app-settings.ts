import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What the desktop app remembers between starts (`settings.json` in Electron's userData folder). */
const appSettingsSchema = z.object({ serverUrl: z.string().min(1).optional() });
export type AppSettings = z.infer<typeof appSettingsSchema>;

export interface AppSettingsStore {
  read(): Promise<AppSettings>;
  write(settings: AppSettings): Promise<void>;
}

/**
 * Reads and writes the settings file: a missing or unreadable file is an empty one (the app
 * asks again), writes go to a temporary file renamed into place, readable by the user only.
 */
export function appSettingsStore(userDataDir: string): AppSettingsStore {
  const file = path.join(userDataDir, 'settings.json');
  return {
    async read() {
      try {
        const parsed = appSettingsSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
        return parsed.success ? parsed.data : {};
      } catch {
        return {};
      }
    },
    async write(settings) {
      await fs.mkdir(userDataDir, { recursive: true, mode: 0o700 });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, `${JSON.stringify(appSettingsSchema.parse(settings), null, 2)}\n`, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
  };
}
