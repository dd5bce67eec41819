import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

/**
 * Writes a benchmark's table into docs/performance.md between its own markers
 * (`<!-- name:start -->` / `<!-- name:end -->`); when the markers are missing, appends
 * `intro` (a heading and the method) followed by the marked table.
 */
export async function writeReportSection(name: string, table: string, intro: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const doc = await fs.readFile(PERFORMANCE_DOC, 'utf8').catch(() => '# Performance\n');
  const section = `${start}\n${table}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next = from >= 0 && to > from ? doc.slice(0, from) + section + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${intro.trim()}\n\n${section}\n`;
  await fs.writeFile(PERFORMANCE_DOC, next);
  console.log(`Wrote ${path.relative(process.cwd(), PERFORMANCE_DOC)}`);
}

/** The closing line of a benchmark table: when, on what machine, and how busy it was. */
export function measuredOn(load: { before: number[]; after: number[] }): string {
  const avg = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
    `Node ${process.version}; load average before ${avg(load.before)}, after ${avg(load.after)} (1/5/15 min; the machine is shared with other work).`
  );
}
