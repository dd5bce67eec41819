import { beforeAll } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import type { TestServerFixture } from '../support/use-test-server';
import { addMember, createTree, rootOf } from './trees-fixtures';

type Role = 'owner' | 'moderator' | 'editor' | 'reader' | 'outsider';
type Person = { firstName: string; lastName: string };

/** A tree made through the API by its owner, with a moderator, an EDIT and a READ member, and an outsider of no tree. */
export interface TreeCast {
  owner: TestUser;
  moderator: TestUser;
  editor: TestUser;
  reader: TestUser;
  outsider: TestUser;
  treeId: string;
  rootId: string;
  /** The membership ids of the members the cast added. */
  memberIds: { moderator: string; editor: string; reader: string };
}

/**
 * Before the tests of the file: five users register (named as `names` says, else the default
 * registration's name), the owner creates the tree `treeName` through the API, and the moderator,
 * the editor and the reader are added to it in that order. Read the fields inside hooks and tests.
 */
export function useTreeCast(backend: TestServerFixture, treeName: string, names: Partial<Record<Role, Person>> = {}): TreeCast {
  const cast = {} as TreeCast;
  beforeAll(async () => {
    const { api } = backend;
    const [owner, moderator, editor, reader, outsider] = await Promise.all(
      (['owner', 'moderator', 'editor', 'reader', 'outsider'] as const).map((role) => registerUser(api, names[role])),
    );
    const treeId = await createTree(api, owner.access, { name: treeName });
    const db = backend.server.context.db;
    const memberIds = {
      moderator: await addMember(db, treeId, moderator.id, 'MODERATOR'),
      editor: await addMember(db, treeId, editor.id, 'EDIT'),
      reader: await addMember(db, treeId, reader.id, 'READ'),
    };
    Object.assign(cast, { owner, moderator, editor, reader, outsider, treeId, rootId: await rootOf(db, treeId), memberIds });
  });
  return cast;
}
