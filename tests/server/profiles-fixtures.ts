import { beforeAll } from 'vitest';
import { recordTreeEvents, seedCast, type Cast, type RecordedTreeEvent } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/**
 * A test server with the seeded cast (a tree with its owner, moderator, editor, reader, and an
 * outsider) and a record of the tree events it sends. `cast` and `events` are filled in before
 * the first test.
 */
export function useSeededCast() {
  const backend = useTestServer();
  const cast = {} as Cast;
  const events: RecordedTreeEvent[] = [];
  beforeAll(async () => {
    recordTreeEvents(backend.server.context, events);
    Object.assign(cast, await seedCast(backend.api, backend.server.context.db));
  });
  return { backend, api: backend.api, cast, events, db: () => backend.server.context.db };
}
