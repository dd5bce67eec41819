import { afterEach, describe, expect, it, vi } from 'vitest';
import { newerBuildOut } from '../../../desktop/renderer/src/pwa/newer-build';

/** 'Reload to update' only when the server serves another build than the page runs (issue 34). */
describe('newerBuildOut', () => {
  afterEach(() => vi.unstubAllGlobals());
  const serving = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(answer));

  it('is false when the server serves the build the page runs, true for another', async () => {
    serving(async () => new Response(JSON.stringify({ id: 'build-a' })));
    expect(await newerBuildOut('build-a')).toBe(false);
    expect(await newerBuildOut('build-b')).toBe(true);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/build-id.json', { cache: 'no-store' });
  });

  it("takes the worker's word when the build cannot be told", async () => {
    expect(await newerBuildOut(undefined)).toBe(true);
    serving(async () => new Response('not found', { status: 404 }));
    expect(await newerBuildOut('build-a')).toBe(true);
    serving(async () => new Response('<html>', { status: 200 }));
    expect(await newerBuildOut('build-a')).toBe(true);
    serving(async () => new Response(JSON.stringify({ id: 42 })));
    expect(await newerBuildOut('build-a')).toBe(true);
    serving(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await newerBuildOut('build-a')).toBe(true);
  });
});
