import { beforeEach } from 'vitest';
import { seedCast, type Cast } from './seed';
import { useTestServer } from './use-test-server';

/**
 * A server for the file and, before each test, a cast and tree of the test's own (a new owner,
 * so a plan or setting one test leaves reaches no other): the file passes alone, beside others
 * and in any order. `cast` is filled anew before each test; `tree()` is its tree's id.
 */
export function useCastPerTest() {
  const backend = useTestServer();
  const db = () => backend.server.context.db;
  const cast = {} as Cast;
  beforeEach(async () => {
    Object.assign(cast, await seedCast(backend.api, db()));
  });
  return { backend, api: backend.api, db, cast, tree: () => cast.tree.teamtreeId };
}
