import fs from 'node:fs';

/**
 * CPU time of this process's descendants (the bench server, Chromium's browser, renderer, GPU
 * and utility processes), per kind of process and thread, read from /proc (Linux). A bench takes
 * two readings around what it measures and prints where the CPU went (`cpuBetween`).
 */
export type CpuReading = Map<string, number>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process or thread ended meanwhile
  }
}

function parentOf(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  // The name (field 2) may hold spaces: fields after its closing parenthesis.
  return stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : -1;
}

function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) if (/^\d+$/.test(entry)) parents.set(Number(entry), parentOf(Number(entry)));
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (found.has(pid) || !found.has(parent)) continue;
      found.add(pid);
      grew = true;
    }
  }
  found.delete(root);
  return [...found];
}

function kindOf(pid: number): string {
  // Chromium's child processes rewrite their command line into one string: spaces part it too.
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split(/[\0 ]/);
  if (!args[0]?.includes('chrom')) return 'server';
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  return type ? `chromium ${type}` : 'chromium browser';
}

/** CPU ms so far per `kind / thread name` of the descendants of this process. */
export function readCpu(root = process.pid): CpuReading {
  const out: CpuReading = new Map();
  for (const pid of descendants(root)) {
    const kind = kindOf(pid);
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '#');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      const key = `${kind} / ${tid === String(pid) ? 'main thread' : name}`;
      out.set(key, (out.get(key) ?? 0) + ms);
    }
  }
  return out;
}

/** What was spent between two readings, the largest first, as printable lines (`per` divides, e.g. per move). */
export function cpuBetween(before: CpuReading, after: CpuReading, per = 1, top = 15): string[] {
  const spent = [...after].map(([key, ms]) => [key, (ms - (before.get(key) ?? 0)) / per] as const).filter(([, ms]) => ms > 0);
  spent.sort((a, b) => b[1] - a[1]);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  return [`CPU ${total.toFixed(0)} ms in all`, ...spent.slice(0, top).map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`)];
}
