// `npm start`: builds the web UI when its build is missing, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.log('Building the web UI (first start only)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
