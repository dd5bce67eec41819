import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { restrictDataDir } from './data-dir-modes';

export interface HeldDataDir extends DataDirLock {
  /**
   * Owner-only modes again, once the database is open: PGlite writes the files of a new
   * cluster (and its relcache init files) with modes of its own (0666, 0644). Everything
   * written later follows the umask set in main.ts; DATA_DIR itself (0700) keeps others out
   * meanwhile.
   */
  restrict(): Promise<void>;
}

/**
 * Takes DATA_DIR for this server before the embedded database opens: the exclusive lock
 * first (a second server stops here), then owner-only modes on everything in it.
 */
export async function holdDataDir(dataDir: string): Promise<HeldDataDir> {
  const lock = await lockDataDir(dataDir);
  try {
    await restrictDataDir(dataDir);
  } catch (err) {
    await lock.release();
    throw err;
  }
  return { release: () => lock.release(), restrict: () => restrictDataDir(dataDir) };
}
