import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The web build a browser benchmark serves: `WEB_DIR` when given, else a fresh build in a temporary folder. */
export async function benchWebDir(): Promise<string> {
  if (process.env.WEB_DIR) return process.env.WEB_DIR;
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-bench-web-'));
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
  return webDir;
}
