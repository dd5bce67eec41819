import fs from 'node:fs/promises';
import path from 'node:path';

/** What the server creates in DATA_DIR is for its own user only. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR and everything in it readable by its owner only (folders 0700, files 0600),
 * including what an older version left with wider modes. Call before the database opens.
 */
export async function restrictDataDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const walk = async (folder: string): Promise<void> => {
    await fs.chmod(folder, 0o700);
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) await fs.chmod(full, 0o600);
    }
  };
  await walk(dir);
}
