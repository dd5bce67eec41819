import type { Plugin } from 'vite';

/** The name of the `<meta>` that tells public/early-tree.js where each language's catalogue chunk is. */
export const CATALOGUES_META = 'teamtree-catalogues';

/** The modules each language's catalogue chunk is made from (desktop/renderer/src/i18n/i18n.ts loads them). */
const CATALOGUE_MODULE = /\/i18n\/locales\/(en|de)\.json$/;

/**
 * The web build names each language's catalogue chunk in index.html, as a `<meta>` before
 * public/early-tree.js, which asks for the one the page will show while the app's first script
 * is on its way (a `modulepreload`): the app then finds it loaded instead of asking only once it
 * runs. The first script carries no catalogue (docs/i18n.md, docs/performance.md).
 */
export function cataloguePreload(): Plugin {
  return {
    name: 'teamtree-catalogue-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks: Record<string, string> = {};
        for (const output of Object.values(context.bundle ?? {})) {
          const language = output.type === 'chunk' ? CATALOGUE_MODULE.exec(output.facadeModuleId ?? '')?.[1] : undefined;
          if (language) chunks[language] = `/${output.fileName}`;
        }
        if (Object.keys(chunks).length === 0) return [];
        return [{ tag: 'meta', attrs: { name: CATALOGUES_META, content: JSON.stringify(chunks) }, injectTo: 'head-prepend' }];
      },
    },
  };
}
