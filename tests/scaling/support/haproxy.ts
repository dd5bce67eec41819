import fsp from 'node:fs/promises';
import path from 'node:path';
import { balancerDir, findBinary, ROOT, runBalancer, type Balancer } from './balancer';

/** The documented config: the test runs this file, not a copy of it. */
export const HAPROXY_EXAMPLE = path.join(ROOT, 'deploy/haproxy.cfg');

export const findHaproxy = () => findBinary(['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'], 'haproxy');

/**
 * deploy/haproxy.cfg with this test's ports: its `server <name> 10.0.0.x:3000` lines point at
 * `upstreams`, `bind :80` becomes 127.0.0.1:<port>. For the test only, each answer names the
 * instance that gave it (`X-Upstream`).
 */
export function renderHaproxyConfig(example: string, { port, upstreams }: { port: number; upstreams: string[] }): string {
  const serverLine = /^(\s*)server (\S+) 10\.0\.0\.\d+:\d+(.*)\n/gm;
  const lines = [...example.matchAll(serverLine)];
  if (lines.length === 0) throw new Error('deploy/haproxy.cfg has no `server <name> 10.0.0.x:3000` line');
  const [, indent, , rest] = lines[0];
  let written = false;
  const conf = example
    .replace(serverLine, () => (written ? '' : ((written = true), upstreams.map((address, i) => `${indent}server i${i} ${address}${rest}\n`).join(''))))
    .replace(/bind :80\n/, `bind 127.0.0.1:${port}\n    http-response set-header X-Upstream %[bc_dst]:%[bc_dst_port]\n`);
  if (!conf.includes(`bind 127.0.0.1:${port}`)) throw new Error('deploy/haproxy.cfg has no `bind :80`');
  return conf;
}

/** HAProxy in the foreground (`-db`) with the rendered example. */
export async function startHaproxy(bin: string, { port, upstreams }: { port: number; upstreams: string[] }): Promise<Balancer> {
  const dir = await balancerDir('haproxy');
  const confFile = path.join(dir, 'haproxy.cfg');
  await fsp.writeFile(confFile, renderHaproxyConfig(await fsp.readFile(HAPROXY_EXAMPLE, 'utf8'), { port, upstreams }));
  return runBalancer('haproxy', bin, ['-db', '-f', confFile], { dir, port });
}
