import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the web UI once when dist/web/index.html is missing (the server serves dist/web). */
export function ensureWebBuild(): void {
  if (existsSync(path.join(repoRoot, 'dist/web/index.html'))) return;
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}
