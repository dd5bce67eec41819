import type { Knex } from 'knex';
import { planRestore, type RestorePlan } from '../../shared/domain/restore-lookalikes';
import { treePartners } from '../profiles/store/restore-reads';
import { trashedPartners, type TrashItemRow } from './trash-store';

/**
 * A trash item's restore as planned against the tree now (shared/domain/restore-lookalikes.ts):
 * which of its partners look like partners of the tree, which come back and where. The restore
 * plans under the tree lock; `GET /trash/restore-preview` plans the same way without it. Also
 * answers the item's names by id (the restore entry names the first partner it brings back).
 */
export async function readRestorePlan(db: Knex, teamtreeId: string, item: TrashItemRow, skipLookalikes: boolean): Promise<{ plan: RestorePlan; names: Map<string, string>; count: number }> {
  const rows = await trashedPartners(db, item.id);
  const tree = await treePartners(db, teamtreeId);
  const plan = planRestore({ rows, topId: item.profileId, topParentId: item.parentId, tree, skipLookalikes });
  return { plan, names: new Map(rows.map((row) => [row.id, row.name])), count: rows.length };
}
