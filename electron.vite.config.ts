import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The desktop build: main process, preload (CommonJS, for the sandbox) and the shared renderer. */
export default defineConfig({
  main: {
    build: { outDir: at('./out/main'), rollupOptions: { input: at('./desktop/main/index.ts') } },
  },
  preload: {
    build: {
      outDir: at('./out/preload'),
      rollupOptions: { input: at('./desktop/preload/index.ts'), output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: at('./desktop/renderer'),
    plugins: [react(), tailwindcss()],
    build: { outDir: at('./out/renderer'), minify: true, rollupOptions: { input: at('./desktop/renderer/index.html') } },
  },
});
