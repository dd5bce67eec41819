import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { pathAliases } from './scripts/path-aliases';

const root = fileURLToPath(new URL('./desktop/renderer', import.meta.url));

/** The web build: the same renderer as the desktop app, served by the API server. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: pathAliases },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: split into dozens of shared chunks, the
        // browser fetched them six at a time and the app started ~220 ms later (docs/performance.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
