/** What the environment may change in the app: only a development build obeys it. */
export interface RuntimeConfig {
  /** A server forced by `TEAMTREE_API_URL` (development only). */
  overrideServer: string | null;
  /** electron-vite's dev server for the renderer (`ELECTRON_RENDERER_URL`, development only). */
  devRendererUrl: string | null;
}

/** A packaged app ignores the environment: its server comes from the user's choice, its page from app://. */
export function runtimeConfig(isPackaged: boolean, env: Record<string, string | undefined>): RuntimeConfig {
  if (isPackaged) return { overrideServer: null, devRendererUrl: null };
  return { overrideServer: env.TEAMTREE_API_URL?.trim() || null, devRendererUrl: env.ELECTRON_RENDERER_URL?.trim() || null };
}
