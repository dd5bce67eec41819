import type { ApiClient } from '../../support/http';
import { registerUser, type TestUser } from '../../support/accounts';
import { fixedDay } from './fixed-clock';

export interface SeededTree {
  owner: TestUser;
  treeId: string;
  rootId: string;
  /** Adds a profile through the API with the owner's token; answers its id. */
  addProfile(input: { name: string; parentId?: string; phone?: string; birthday?: string | null; billDate?: string; categories?: { name: string; value: string }[] }): Promise<string>;
}

/** Registers an owner and plants a tree for them through the API (root linked to the owner). */
export async function seedTree(api: ApiClient, root: { name: string; billDate?: string; categories?: { name: string; value: string }[] }): Promise<SeededTree> {
  const owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  const created = await api.post('/api/teamtree', { name: root.name, phone: '', birthday: null, billDate: root.billDate ?? fixedDay(60), categories: root.categories ?? [] }, { token: owner.access });
  if (created.status !== 201) throw new Error(`create tree failed: ${created.status} ${JSON.stringify(created.body)}`);
  const treeId: string = created.body.teamtree.id;
  const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access });
  const rootId: string = status.body.teamtree.profiles[0].id;
  return {
    owner,
    treeId,
    rootId,
    async addProfile(input) {
      const res = await api.post(
        '/api/teamtree/profile',
        { teamtreeId: treeId, parentId: input.parentId ?? rootId, name: input.name, phone: input.phone ?? '', birthday: input.birthday ?? null, billDate: input.billDate ?? fixedDay(60), reminders: [], categories: input.categories ?? [] },
        { token: owner.access },
      );
      if (res.status !== 201) throw new Error(`add profile failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.profile.id as string;
    },
  };
}
