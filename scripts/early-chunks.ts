import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The name of the `<meta>` that tells public/early-tree.js which chunks to ask for early. */
export const EARLY_CHUNKS_META = 'teamtree-early-chunks';

/** The modules each language's catalogue chunk is made from (desktop/renderer/src/i18n/i18n.ts loads them). */
const CATALOGUE_MODULE = /\/i18n\/locales\/(en|de)\.json$/;

/** Pages whose code early-tree.js asks for when the page opens on them signed in: the module of each, by route path. */
const EARLY_PAGES: Record<string, RegExp> = { '/teamtree': /\/screens\/teamtree\/TreePage\.tsx$/ };

/** What a code-splitting group's `name` function is told of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `from` imports statically, through and through (itself included). */
function staticReach(from: string, graph: ModuleGraph): Set<string> {
  const reach = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reach.has(id)) continue;
    reach.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reach;
}

/**
 * A code-splitting group for the web build: the tree page and all it imports that the first
 * script does not carry (the group before it takes those), in one chunk. Left to the default
 * splitting, the modules it shares with other pages made a dozen small chunks, each asked for
 * in turn, six at a time. Other pages that use some of them load this chunk too.
 */
export function treePageGroup(rendererRoot: string) {
  const page = path.join(rendererRoot, 'src/screens/teamtree/TreePage.tsx');
  let reach: Set<string> | null = null;
  return {
    name(id: string, graph: ModuleGraph): string | null {
      reach ??= staticReach(page, graph);
      return reach.has(id) ? 'tree-page' : null;
    },
  };
}

/** What index.html's `<meta name="teamtree-early-chunks">` holds: chunk paths by language and by page. */
export interface EarlyChunks {
  catalogues: Record<string, string>;
  pages: Record<string, string[]>;
}

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** `chunk` and the chunks it imports statically, through and through, leaving out those in `loaded`. */
function withImports(chunk: OutputChunk, byName: Map<string, OutputChunk>, loaded: Set<string>): string[] {
  const found: string[] = [];
  const pending = [chunk.fileName];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (loaded.has(name) || found.includes(name)) continue;
    found.push(name);
    pending.push(...(byName.get(name)?.imports ?? []));
  }
  return found;
}

/** The chunks the entry (index.html's script) loads statically: early-tree.js need not ask for them. */
function entryChunks(chunks: OutputChunk[], byName: Map<string, OutputChunk>): Set<string> {
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const name of withImports(entry, byName, loaded)) loaded.add(name);
  return loaded;
}

/** The early chunks of a finished build. */
export function earlyChunksOf(bundle: OutputBundle): EarlyChunks {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = entryChunks(chunks, byName);
  const early: EarlyChunks = { catalogues: {}, pages: {} };
  for (const chunk of chunks) {
    // By the modules a chunk holds: a chunk imported statically too (the import page's English) has no facade.
    const language = chunk.moduleIds.map((id) => CATALOGUE_MODULE.exec(id)?.[1]).find(Boolean);
    if (language) early.catalogues[language] = `/${chunk.fileName}`;
    for (const [path, page] of Object.entries(EARLY_PAGES)) {
      if (chunk.moduleIds.some((id) => page.test(id))) early.pages[path] = withImports(chunk, byName, loaded).map((name) => `/${name}`);
    }
  }
  return early;
}

/**
 * The web build names, in index.html, the chunks public/early-tree.js asks for while the app's
 * first script is on its way (as `modulepreload`s): the catalogue of the language the page will
 * show, and the code of the page it opens on when that is the tree page and someone is signed
 * in. The first script carries neither (docs/performance.md "Server start and initial web
 * JavaScript"); asked for only once it runs, they would wait behind it.
 */
export function earlyChunks(): Plugin {
  return {
    name: 'teamtree-early-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const content = JSON.stringify(earlyChunksOf(context.bundle));
        return [{ tag: 'meta', attrs: { name: EARLY_CHUNKS_META, content }, injectTo: 'head-prepend' }];
      },
    },
  };
}
