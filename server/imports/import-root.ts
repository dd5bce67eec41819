import type { Knex } from 'knex';
import { categoryKey, type CategoryPair } from '../../shared/domain/categories';
import type { Permission } from '../../shared/domain/constants';
import { ROOT_EDIT_DENIED } from '../../shared/domain/policies';
import { forbidden } from '../http/errors';
import { currentCategoryPairs } from '../profiles/store/category-reads';
import type { ProfileChanges } from '../profiles/store/columns';
import type { RootProfileFields } from '../profiles/store/root-reads';
import type { ImportRow } from './import-plan';

/** What the root's row of the file writes onto the root: only what the root has not got. */
export interface RootFill {
  changes: ProfileChanges;
  /** Values of categories the root has no value of. */
  pairs: CategoryPair[];
}

/**
 * The root's row fills only the root's empty fields (docs/import-export.md): its phone,
 * birthday and bill date when the root has none, its category values for categories the root
 * has no value of; the name and everything the root holds stay. A fill that changes anything is
 * an edit of the root: the owner's only (403 otherwise, as for a root matched by partner ID).
 */
export async function rootFill(trx: Knex, root: RootProfileFields, row: ImportRow, pairs: readonly CategoryPair[], permission: Permission): Promise<RootFill> {
  const changes: ProfileChanges = {
    ...(root.phone === '' && row.phone !== '' && { phone: row.phone }),
    ...(root.birthday === null && row.birthday !== null && { birthday: row.birthday }),
    ...(root.billDate === null && row.billDate !== null && { billDate: row.billDate }),
  };
  const held = pairs.length === 0 ? new Set<string>() : new Set((await currentCategoryPairs(trx, root.id)).map((pair) => categoryKey(pair.name)));
  const fill = { changes, pairs: pairs.filter((pair) => !held.has(categoryKey(pair.name))) };
  if ((Object.keys(fill.changes).length > 0 || fill.pairs.length > 0) && permission !== 'OWNER') throw forbidden(ROOT_EDIT_DENIED);
  return fill;
}
