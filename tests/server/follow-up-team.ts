import type { Knex } from 'knex';
import { beforeAll } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import type { ApiClient } from '../support/http';
import type { TestServerFixture } from '../support/use-test-server';
import { addMember, createTree, rootOf } from './trees-fixtures';

/** The cast of the follow-up tests (notes and tasks): a member of every role, a stranger, and one partner. */
export interface FollowUpTeam {
  owner: TestUser;
  moderator: TestUser;
  editor: TestUser;
  otherEditor: TestUser;
  reader: TestUser;
  stranger: TestUser;
  treeId: string;
  partnerId: string;
}

/** A tree named `name` with an owner, a moderator, two EDIT members, a READ member, a stranger, and 'Paula Prospect' under the root. */
export async function seedFollowUpTeam(api: ApiClient, db: Knex, name: string): Promise<FollowUpTeam> {
  const [owner, moderator, editor, otherEditor, reader, stranger] = await Promise.all(Array.from({ length: 6 }, () => registerUser(api)));
  const treeId = await createTree(api, owner.access, { name });
  await addMember(db, treeId, moderator.id, 'MODERATOR');
  await addMember(db, treeId, editor.id, 'EDIT');
  await addMember(db, treeId, otherEditor.id, 'EDIT');
  await addMember(db, treeId, reader.id, 'READ');
  const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: await rootOf(db, treeId), name: 'Paula Prospect', billDate: '2026-01-15' }, { token: owner.access });
  return { owner, moderator, editor, otherEditor, reader, stranger, treeId, partnerId: res.body.profile.id };
}

/** The follow-up team of `seedFollowUpTeam`, seeded before the tests of the file: read its fields inside hooks and tests. */
export function useFollowUpTeam(backend: TestServerFixture, name: string): FollowUpTeam {
  const team = {} as FollowUpTeam;
  beforeAll(async () => {
    Object.assign(team, await seedFollowUpTeam(backend.api, backend.server.context.db, name));
  });
  return team;
}
