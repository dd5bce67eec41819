import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Settings a developer's shell might carry that must not leak into a test server. */
const SERVER_SETTINGS = [
  'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_EMAILS', 'PUBLIC_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER', 'ACCESS_TOKEN_TTL', 'SOCIAL_URL', 'JWT_SECRET', 'TRUST_PROXY', 'WEB_DIR', 'LOG_REQUESTS',
];

/** The server ended before it printed `Listening on ...`: how it ended and what it printed. */
export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`server exited before listening (code ${code}, signal ${signal})\n${stdout}\n${stderr}`);
  }
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server the way `npm start` runs it (`node --import tsx server/main.ts`) on a
 * free port, and resolves once it printed `Listening on http://...`.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
  const baseEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete baseEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...baseEnv, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Listening on (http:\/\/\S+)/.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new ServerExitedError(code, signal, stdout, stderr));
    });
  });
  return { url, process: child, output: () => ({ stdout, stderr }), exited };
}
