import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The web build the e2e servers serve: `WEB_DIR` when set (a separate build per worktree or run), else dist/web. */
export const webDir = path.resolve(repoRoot, process.env.WEB_DIR ?? 'dist/web');

/** Builds the web UI once when its index.html is missing. */
export function ensureWebBuild(): void {
  if (existsSync(path.join(webDir, 'index.html'))) return;
  const args = ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'];
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/vite'), args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}
