import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { EarlyChunks } from '../../scripts/early-chunks';

/** What the web build's first page loads before any route chunk, gzip -9 bytes. */
export interface InitialWeb {
  /** index.html's scripts and the chunks they import statically. */
  js: number;
  css: number;
  /** The larger of the languages' catalogues, which public/early-tree.js asks for beside the first script. */
  catalogue: number;
  /** The tree page's chunks, which public/early-tree.js asks for beside it when the page opens on the tree signed in. */
  treePage: number;
}

const gzipped = async (file: string) => gzipSync(await fs.readFile(file), { level: 9 }).length;

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), as paths under assets/. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(([, file]) => `assets/${file}`);
}

/** The initial scripts, styles and catalogue of the web build in `webDir`. */
export async function initialWeb(webDir: string): Promise<InitialWeb> {
  const html = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)];
  let css = 0;
  const scripts = new Set<string>();
  const pending: string[] = [];
  for (const [, file, kind] of refs) {
    if (kind === 'css') css += await gzipped(path.join(webDir, file));
    else pending.push(file);
  }
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (scripts.has(file)) continue;
    scripts.add(file);
    pending.push(...staticImports(await fs.readFile(path.join(webDir, file), 'utf8')));
  }
  let js = 0;
  for (const file of scripts) js += await gzipped(path.join(webDir, file));
  const meta = /<meta name="teamtree-early-chunks" content="([^"]+)"/.exec(html)?.[1];
  const early: EarlyChunks = meta ? JSON.parse(meta.replaceAll('&quot;', '"')) : { catalogues: {}, pages: {} };
  let catalogue = 0;
  for (const chunk of Object.values(early.catalogues)) catalogue = Math.max(catalogue, await gzipped(path.join(webDir, chunk)));
  let treePage = 0;
  for (const chunk of early.pages['/teamtree'] ?? []) treePage += await gzipped(path.join(webDir, chunk));
  return { js, css, catalogue, treePage };
}
