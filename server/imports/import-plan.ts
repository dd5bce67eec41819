import type { z } from 'zod';
import type { Permission } from '../../shared/domain/constants';
import { ROOT_EDIT_DENIED } from '../../shared/domain/policies';
import type { importRowInput } from '../../shared/schemas/import';
import { badRequest, forbidden } from '../http/errors';
import type { ExternalIdProfile } from '../profiles/store/external-id-reads';

export type ImportRow = z.output<typeof importRowInput>;

/** A profile of the tree that carries a partner ID. */
export type MatchedProfile = Pick<ExternalIdProfile, 'profileId' | 'parentId'>;

export interface PlannedRow {
  row: ImportRow;
  /** The profile's id: new, or the matched profile's. */
  id: string;
  /** Where a new profile goes (`null`: it becomes the root). A matched profile keeps its place. */
  parentId: string | null;
  isNew: boolean;
  /** The row is the tree's root (`isRoot`): it only fills the root's empty fields. */
  isRoot: boolean;
}

export const UPLINE_ROW_LATER = 'uplineRow must name an earlier row of the request';
export const DUPLICATE_EXTERNAL_ID = 'The same externalId is given to more than one row';
export const NO_ROOT_FOR_ROW = 'The TeamTree has no root profile for this row';
export const ROOT_ROW_TWICE = 'Only one row can be the root';

function refuse(index: number, field: string, message: string): never {
  throw badRequest(`rows.${index}.${field}: ${message}`, { [`rows.${index}.${field}`]: message });
}

/**
 * Decides what each row becomes, in request order (every upline row comes first): the row
 * marked `isRoot` is the tree's root (`rootId`; at most one such row, 400 otherwise or when the
 * tree has none), whose place stays; a row whose partner ID the tree knows updates that
 * profile where it stands; any other row is a new profile under its upline row (the root, for
 * the rows under the root's row), its upline profile, or the import's anchor (`parentId`). Into
 * an empty tree the first row without an upline becomes the root and the anchor of the others.
 * Only the owner may change the root through a partner ID (403 otherwise).
 * `add` takes the rows in request order, so a long plan can be made in slices.
 */
export function importPlanner(matched: ReadonlyMap<string, MatchedProfile>, parentId: string | null, permission: Permission, newId: () => string, rootId: string | null = null) {
  const seen = new Set<string>();
  const planned: PlannedRow[] = [];
  let anchor = parentId;
  let rootRow = false;
  const add = (row: ImportRow, index: number): void => {
    if (row.uplineRow !== null && row.uplineRow >= index) refuse(index, 'uplineRow', UPLINE_ROW_LATER);
    if (row.externalId !== null) {
      if (seen.has(row.externalId)) refuse(index, 'externalId', DUPLICATE_EXTERNAL_ID);
      seen.add(row.externalId);
    }
    if (row.isRoot) {
      if (rootId === null) refuse(index, 'isRoot', NO_ROOT_FOR_ROW);
      if (rootRow) refuse(index, 'isRoot', ROOT_ROW_TWICE);
      rootRow = true;
      planned.push({ row, id: rootId, parentId: null, isNew: false, isRoot: true });
      return;
    }
    const profile = row.externalId === null ? undefined : matched.get(row.externalId);
    if (profile) {
      if (profile.parentId === null && permission !== 'OWNER') throw forbidden(ROOT_EDIT_DENIED);
      planned.push({ row, id: profile.profileId, parentId: profile.parentId, isNew: false, isRoot: false });
      return;
    }
    const id = newId();
    const parent = row.uplineRow !== null ? planned[row.uplineRow].id : (row.uplineProfileId ?? anchor);
    if (parent === null) anchor = id;
    planned.push({ row, id, parentId: parent, isNew: true, isRoot: false });
  };
  return { planned: planned as readonly PlannedRow[], add };
}
