import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pollUntil } from '../../support/poll';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A load balancer in front of the instances, run by the test in the foreground. */
export interface Balancer {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** The first of `candidates` that exists, or what to install. */
export function findBinary(candidates: string[], apt: string): { bin: string } | { missing: string } {
  const bin = candidates.find((p) => fs.existsSync(p));
  return bin ? { bin } : { missing: `${path.basename(candidates[0])} not found (apt-get install ${apt})` };
}

/** A temp folder the balancer's workers (another user, as root) can read. */
export async function balancerDir(name: string): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `teamtree-${name}-`));
  await fsp.chmod(dir, 0o755);
  return dir;
}

/** Starts `bin args` and resolves once `port` answers HTTP (any status: no instance may run yet). */
export async function runBalancer(name: string, bin: string, args: string[], { dir, port, logFile }: { dir: string; port: number; logFile?: string }): Promise<Balancer> {
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let ended = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((ended = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      if (ended) throw new Error(`${name} exited: ${output}\n${logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`);
      return fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    },
    (status) => status !== 0,
    { timeoutMs: 20_000 },
  );
  return {
    name,
    url,
    stop: async () => {
      if (!ended) {
        child.kill('SIGTERM');
        await exited;
      }
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
