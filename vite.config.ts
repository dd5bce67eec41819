import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { pathAliases } from './scripts/path-aliases';
import { earlyChunks, treePageGroup } from './scripts/early-chunks';

const root = fileURLToPath(new URL('./desktop/renderer', import.meta.url));

/**
 * The installable web app (docs/pwa.md): the manifest, and a service worker that precaches the
 * app shell and answers navigations with it. Paths the server answers itself (the API, Google's
 * sign-in redirects under /api/auth/google, the desktop update feed) are never taken over, and
 * nothing is cached at run time. A new worker waits until the user picks 'Reload to update'
 * (desktop/renderer/src/pwa/). Only this build has it: the desktop renderer (electron.vite.config.ts)
 * gets neither worker nor manifest.
 */
const installable = VitePWA({
  registerType: 'prompt',
  // The app registers the worker itself, lazily (desktop/renderer/src/pwa/service-worker.ts).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'TeamTree',
    short_name: 'TeamTree',
    description: 'Partner trees for network marketing teams',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The top bar (bg-white) and the page behind it (bg-slate-50); index.html's theme-color follows the dark theme.
    theme_color: '#ffffff',
    background_color: '#f8fafc',
    // Made from desktop/build/icon.svg by scripts/make-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,png,svg,ico,woff2,webmanifest}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/updates(?:\/|$)/],
    cleanupOutdatedCaches: true,
    // A click on an announcement's notification (public/sw-announcements.js; docs/announcements.md).
    importScripts: ['/sw-announcements.js'],
    // The app's largest chunk (exceljs, for exports) is ~0.9 MB; keep room so no chunk drops out silently.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

/**
 * This build's id, in the app (`import.meta.env.VITE_BUILD_ID`) and beside it as `build-id.json`
 * (never precached: always read from the server). A new worker offers 'Reload to update' only
 * when the server's build is another than the page's (desktop/renderer/src/pwa/newer-build.ts).
 */
const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const buildStamp: Plugin = {
  name: 'teamtree-build-id',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-id.json', source: JSON.stringify({ id: BUILD_ID }) });
  },
};

/** The web build: the same renderer as the desktop app, served by the API server. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss(), installable, buildStamp, earlyChunks()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  resolve: { alias: pathAliases },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: split into dozens of shared chunks, the
        // browser fetched them six at a time and the app started ~220 ms later (docs/performance.md).
        // The tree page's code likewise in one chunk of its own (scripts/early-chunks.ts).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, treePageGroup(root)] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
});
