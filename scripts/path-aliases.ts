import { fileURLToPath } from 'node:url';

/**
 * Import aliases of the renderer (and the tests that load renderer modules): `@shared/...` is
 * the repository's shared/ folder. One definition for vite, electron-vite and vitest; TypeScript
 * reads the same mapping from tsconfig.json's `paths`.
 */
export const pathAliases = {
  '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
};
