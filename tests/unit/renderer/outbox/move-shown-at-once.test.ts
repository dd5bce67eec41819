import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../../desktop/renderer/src/api/teamtree';
import { showMoveAtOnce } from '../../../../desktop/renderer/src/outbox/move-shown-at-once';
import { updateDraft } from '../../../../desktop/renderer/src/outbox/write-drafts';
import { applyProfile, categoriesInUse, type TreeAnswer, type TreeProfile } from '../../../../desktop/renderer/src/realtime/tree-patch';

/** A move drawn before the server answers, and taken back when it refuses. */

const TREE = 'tree-1';

const profile = (id: string, parentId: string | null, version = 1): TreeProfile =>
  ({ id, teamtreeId: TREE, name: id.toUpperCase(), phone: '', birthday: null, billDate: null, parentId, parentName: parentId?.toUpperCase() ?? null, categoryData: { categories: [], tags: [] }, categories: [], reminders: [], version, updatedAt: '2026-11-27T10:00:00.000Z' }) as TreeProfile;

function held(): QueryClient {
  const client = new QueryClient();
  const profiles = [profile('root', null), profile('a', 'root'), profile('b', 'root'), profile('b1', 'b')];
  client.setQueryData(keys.tree(TREE), { teamtree: { id: TREE, name: 'Team', profiles, categories: categoriesInUse(profiles) } } as unknown as TreeAnswer);
  return client;
}

const shown = (client: QueryClient, id: string) => client.getQueryData<TreeAnswer>(keys.tree(TREE))!.teamtree.profiles.find((p) => p.id === id)!;
const moveBUnderA = (version = 1) => updateDraft(TREE, { id: 'b', parentId: 'a', version }, profile('b', 'root'));

describe('a move shown at once', () => {
  it('puts the partner under the new upline before any answer, at the version it was made on', () => {
    const client = held();
    expect(showMoveAtOnce(client, moveBUnderA(), 'key-1')).toBeTypeOf('function');
    expect(shown(client, 'b')).toMatchObject({ parentId: 'a', parentName: 'A', version: 1 });
    expect(shown(client, 'b1').parentId).toBe('b');
  });

  it('takes the move back when the server refuses it', () => {
    const client = held();
    const unshow = showMoveAtOnce(client, moveBUnderA(), 'key-1')!;
    unshow();
    expect(shown(client, 'b')).toMatchObject({ parentId: 'root', parentName: 'ROOT', version: 1 });
  });

  it('leaves a newer version from the server alone when taking it back', () => {
    const client = held();
    const unshow = showMoveAtOnce(client, moveBUnderA(), 'key-1')!;
    const newer = { ...profile('b', 'a', 2), name: 'Berta' };
    client.setQueryData<TreeAnswer>(keys.tree(TREE), (answer) => {
      const outcome = applyProfile(answer!, newer, { mayBeNew: false });
      return outcome.kind === 'applied' ? outcome.answer : answer;
    });
    unshow();
    expect(shown(client, 'b')).toMatchObject({ name: 'Berta', version: 2 });
  });

  it('shows nothing for an edit that is no move, or a tree not held', () => {
    expect(showMoveAtOnce(held(), updateDraft(TREE, { id: 'b', name: 'Bea', version: 1 }, profile('b', 'root')), 'key-1')).toBeNull();
    expect(showMoveAtOnce(new QueryClient(), moveBUnderA(), 'key-1')).toBeNull();
  });
});
