import fsp from 'node:fs/promises';
import path from 'node:path';
import { balancerDir, findBinary, ROOT, runBalancer, type Balancer } from './balancer';

/** The documented config: the test runs this file, not a copy of it. */
export const NGINX_EXAMPLE = path.join(ROOT, 'deploy/nginx.conf');

export const findNginx = () => findBinary(['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'], 'nginx');

/**
 * deploy/nginx.conf with this test's ports: the example's upstream servers become `upstreams`
 * (same parameters), `listen 80` becomes 127.0.0.1:<port>, and the logs and temp files go into
 * `dir`. For the test only, each answer names the instance that gave it (`X-Upstream`).
 */
export function renderNginxConfig(example: string, { port, upstreams, dir }: { port: number; upstreams: string[]; dir: string }): string {
  const serverLine = /^(\s*)server 10\.0\.0\.\d+:\d+( [^;]*)?;\n/gm;
  const first = serverLine.exec(example);
  if (!first) throw new Error('deploy/nginx.conf has no `server 10.0.0.x:3000` line in its upstream');
  const [, indent, params = ''] = first;
  let written = false;
  const conf = example
    .replace(serverLine, () => (written ? '' : ((written = true), upstreams.map((address) => `${indent}server ${address}${params};\n`).join(''))))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(
      /http \{\n/,
      [
        'http {',
        `    access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`),
        '    add_header X-Upstream $upstream_addr always;',
        '',
      ].join('\n'),
    );
  if (!conf.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf has no `listen 80;`');
  return conf;
}

/** nginx in the foreground (`daemon off`) with the rendered example. */
export async function startNginx(bin: string, { port, upstreams }: { port: number; upstreams: string[] }): Promise<Balancer> {
  const dir = await balancerDir('nginx');
  const confFile = path.join(dir, 'nginx.conf');
  await fsp.writeFile(confFile, renderNginxConfig(await fsp.readFile(NGINX_EXAMPLE, 'utf8'), { port, upstreams, dir }));
  const globals = `daemon off; master_process on; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`;
  return runBalancer('nginx', bin, ['-p', dir, '-c', confFile, '-g', globals], { dir, port, logFile: `${dir}/error.log` });
}
