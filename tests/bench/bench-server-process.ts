import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** What tests/bench/bench-server.ts prints once it listens (`BENCH_READY {...}`). */
export interface BenchReady {
  url: string;
  access: string;
  trees: { size: number; teamtreeId: string; rootId: string; seedMs: number }[];
  /** Access tokens of the members BENCH_MEMBERS asked for (each an EDIT member of every tree). */
  members?: string[];
}

export interface BenchServer {
  child: ChildProcess;
  ready: BenchReady;
}

/** Starts tests/bench/bench-server.ts in its own process (settings in `env`) and waits for its ready line. */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(import.meta.dirname, 'bench-server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = /BENCH_READY (.*)\n/.exec(buffered);
      if (match) resolve({ child, ready: JSON.parse(match[1]) as BenchReady });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Stops a bench server (SIGTERM) and waits until its process has exited. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
