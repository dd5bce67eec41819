import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** electron-vite's output: out/main, out/preload and out/renderer (what the app packs). */
export const desktopOutDir = path.join(repoRoot, 'out');

/** Builds the desktop app (main, preload, renderer) once when its output is missing. */
export function ensureDesktopBuild(): void {
  const built = ['main/index.js', 'preload/index.cjs', 'renderer/index.html'].every((file) => existsSync(path.join(desktopOutDir, file)));
  if (built) return;
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('electron-vite build failed');
}
