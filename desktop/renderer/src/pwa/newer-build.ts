/** Where the web build says which build it is (written beside the app by vite.config.ts; never precached). */
const BUILD_ID_URL = '/build-id.json';

/**
 * Whether the server now serves another build than the one this page runs: a new service worker
 * is offered ('Reload to update') only then, so a first visit or a worker that brings the same
 * build offers nothing (issue 34). When that cannot be told (no build id in this bundle, the
 * server unreachable, an answer that is not the build's), the worker's word is taken.
 */
export async function newerBuildOut(running: string | undefined = import.meta.env.VITE_BUILD_ID): Promise<boolean> {
  if (!running) return true;
  try {
    const answer = await fetch(BUILD_ID_URL, { cache: 'no-store' });
    if (!answer.ok) return true;
    const served: unknown = ((await answer.json()) as { id?: unknown }).id;
    return typeof served !== 'string' || served !== running;
  } catch {
    return true;
  }
}
