import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { badRequest } from '../http/errors';
import { checkNewParent, PARENT_NOT_IN_TREE } from '../profiles/parent-rules';
import { profilesByExternalId } from '../profiles/store/external-id-reads';
import { writeProfiles, type NewProfile, type ProfileUpdate } from '../profiles/store/gateway';
import { profilesInTree } from '../profiles/store/profile-reads';
import { importCategoryValues } from './import-categories';
import { planImport, type ImportRow, type PlannedRow } from './import-plan';

export interface ImportCommand {
  teamtreeId: string;
  parentId: string | null;
  rows: ImportRow[];
  actorId: string;
  permission: Permission;
}

export interface ImportResult {
  added: number;
  updated: number;
  profileIds: string[];
}

const present = <T>(values: readonly (T | null)[]): T[] => [...new Set(values.filter((value): value is T => value !== null))];

/** Every `uplineProfileId` must be a profile of this tree (400 naming the first row that is not). */
async function checkUplineProfiles(trx: Knex.Transaction, teamtreeId: string, rows: readonly ImportRow[]): Promise<void> {
  const wanted = present(rows.map((row) => row.uplineProfileId));
  if (wanted.length === 0) return;
  const found = await profilesInTree(trx, teamtreeId, wanted);
  const index = rows.findIndex((row) => row.uplineProfileId !== null && !found.has(row.uplineProfileId));
  if (index >= 0) throw badRequest(`rows.${index}.uplineProfileId: ${PARENT_NOT_IN_TREE}`, { [`rows.${index}.uplineProfileId`]: PARENT_NOT_IN_TREE });
}

/** A new profile of the import (its categories are merged with the matched ones' after). */
const newProfile = ({ id, parentId, row }: PlannedRow): NewProfile => ({
  id,
  parentId,
  name: row.name,
  phone: row.phone,
  birthday: row.birthday,
  billDate: row.billDate,
  reminders: [],
  externalId: row.externalId,
});

/** A matched profile takes the file's values; an empty cell never clears what it holds. */
const matchedUpdate = ({ id, row }: PlannedRow): ProfileUpdate => ({
  id,
  changes: {
    name: row.name,
    ...(row.phone !== '' && { phone: row.phone }),
    ...(row.birthday !== null && { birthday: row.birthday }),
    ...(row.billDate !== null && { billDate: row.billDate }),
  },
});

/**
 * Writes an import through the write gateway: ONE transaction under the tree's lock, every row
 * or none. New profiles start at version 1, matched ones go up by exactly one (their fields in
 * multi-row updates, the categories of all rows in a few upserts, the plan's limit checked once).
 */
export async function writeImport(db: Knex, command: ImportCommand): Promise<ImportResult> {
  const { teamtreeId, rows } = command;
  return writeProfiles(db, teamtreeId, command.actorId, async (writer) => {
    await checkNewParent(writer.trx, teamtreeId, command.parentId);
    await checkUplineProfiles(writer.trx, teamtreeId, rows);
    const matched = await profilesByExternalId(writer.trx, teamtreeId, present(rows.map((row) => row.externalId)));
    const planned = planImport(rows, matched, command.parentId, command.permission, () => crypto.randomUUID());
    const categories = importCategoryValues(planned);
    const added = planned.filter((entry) => entry.isNew);
    await writer.insertMany(added.map(newProfile));
    await writer.updateMany(planned.filter((entry) => !entry.isNew).map(matchedUpdate));
    await writer.mergeCategories(categories);
    return { added: added.length, updated: planned.length - added.length, profileIds: planned.map((entry) => entry.id) };
  });
}
