import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { pathAliases } from './scripts/path-aliases';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * electron-vite builds the renderer with relative asset paths ('./'); the app:// origin serves
 * client-side routes, so a reload of app://teamtree/dashboard must find /assets/, not
 * /dashboard/assets/.
 */
function absoluteBase(): Plugin {
  return { name: 'teamtree:absolute-base', config: () => ({ base: '/' }) };
}

/** The desktop build: main process, preload (CommonJS, for the sandbox) and the shared renderer. */
export default defineConfig({
  main: {
    // keytar (an optional dependency) stays a runtime require, so its native module is unpacked beside the asar.
    build: { outDir: at('./out/main'), externalizeDeps: { include: ['keytar'] }, rollupOptions: { input: at('./desktop/main/index.ts') } },
  },
  preload: {
    build: {
      outDir: at('./out/preload'),
      rollupOptions: { input: at('./desktop/preload/index.ts'), output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: at('./desktop/renderer'),
    plugins: [react(), tailwindcss(), absoluteBase()],
    resolve: { alias: pathAliases },
    build: { outDir: at('./out/renderer'), minify: true, rollupOptions: { input: at('./desktop/renderer/index.html') } },
  },
});
