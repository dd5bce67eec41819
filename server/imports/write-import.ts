import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { badRequest } from '../http/errors';
import { checkNewParent, PARENT_NOT_IN_TREE } from '../profiles/parent-rules';
import { profilesByExternalId } from '../profiles/store/external-id-reads';
import type { DatabaseKind } from '../db/connect';
import { checkMergedCategoryLimit } from '../profiles/store/category-reads';
import type { CategoryValues, NewProfile, ProfileUpdate } from '../profiles/store/gateway';
import { profilesInTree } from '../profiles/store/profile-reads';
import { importCategoryValues } from './import-categories';
import { importPlanner, type ImportRow, type MatchedProfile, type PlannedRow } from './import-plan';
import { readRootProfile } from '../profiles/store/root-reads';
import { rootFill, type RootFill } from './import-root';
import { runImportSteps, yieldToRequests, type ImportSteps } from './import-steps';

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

/** Partner IDs or profile ids looked up per step (a few queries of 1,000). */
const LOOKUP_STEP = 5000;
/** Import rows written per step: about 0.1 s of database work on the embedded database (docs/performance.md). */
export const WRITE_STEP_ROWS = 250;
/** Rows planned per turn of the event loop. */
const PLAN_SLICE_ROWS = 5000;

/** Runs `read` on `keys` a slice per step and joins the answers. */
async function readInSteps<K, R>(steps: ImportSteps, keys: readonly K[], read: (trx: Knex.Transaction, part: K[]) => Promise<Iterable<R>>): Promise<R[]> {
  const found: R[] = [];
  for (let from = 0; from < keys.length; from += LOOKUP_STEP) {
    found.push(...(await steps.step(({ trx }) => read(trx, keys.slice(from, from + LOOKUP_STEP)))));
  }
  return found;
}

/** Every `uplineProfileId` must be a profile of this tree (400 naming the first row that is not). */
async function checkUplineProfiles(steps: ImportSteps, teamtreeId: string, rows: readonly ImportRow[]): Promise<void> {
  const wanted = present(rows.map((row) => row.uplineProfileId));
  const found = new Set(await readInSteps(steps, wanted, (trx, part) => profilesInTree(trx, teamtreeId, part)));
  const index = rows.findIndex((row) => row.uplineProfileId !== null && !found.has(row.uplineProfileId));
  if (index >= 0) throw badRequest(`rows.${index}.uplineProfileId: ${PARENT_NOT_IN_TREE}`, { [`rows.${index}.uplineProfileId`]: PARENT_NOT_IN_TREE });
}

/** The tree's profiles that carry one of the rows' partner IDs, by partner ID. */
async function matchedProfiles(steps: ImportSteps, teamtreeId: string, rows: readonly ImportRow[]): Promise<Map<string, MatchedProfile>> {
  const externalIds = present(rows.map((row) => row.externalId));
  const found = await readInSteps(steps, externalIds, async (trx, part) => (await profilesByExternalId(trx, teamtreeId, part)).values());
  return new Map(found.map((profile) => [profile.externalId, profile]));
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

/** The profile updates of a slice: matched profiles take the row's values, the root only its fill (nothing when the fill is empty). */
function updatesOf(slice: readonly PlannedRow[], fill: RootFill | null): ProfileUpdate[] {
  return slice.flatMap((entry) => {
    if (entry.isNew) return [];
    if (!entry.isRoot) return [matchedUpdate(entry)];
    return fill && Object.keys(fill.changes).length > 0 ? [{ id: entry.id, changes: fill.changes }] : [];
  });
}

/**
 * Writes an import through the write gateway, in steps (import-steps.ts): the checks and
 * lookups, the plan (every refusal happens here, before anything is written), then the rows
 * in order, `WRITE_STEP_ROWS` a step (a row's upline is always written in an earlier step or
 * its own). New profiles start at version 1, matched ones go up by exactly one (their fields
 * in multi-row updates, their categories' values in multi-row upserts, in the step that
 * writes the row); the plan's category limit is checked once for the whole import.
 */
export async function writeImport(db: Knex, kind: DatabaseKind, command: ImportCommand): Promise<ImportResult> {
  const { teamtreeId, rows } = command;
  return runImportSteps(db, kind, teamtreeId, command.actorId, async (steps) => {
    await steps.step(({ trx }) => checkNewParent(trx, teamtreeId, command.parentId));
    await checkUplineProfiles(steps, teamtreeId, rows);
    const matched = await matchedProfiles(steps, teamtreeId, rows);
    const root = rows.some((row) => row.isRoot) ? await steps.step(({ trx }) => readRootProfile(trx, teamtreeId)) : null;
    // The plan and the categories' values a slice at a time, with other requests served between slices.
    const planner = importPlanner(matched, command.parentId, command.permission, () => crypto.randomUUID(), root?.id ?? null);
    const categories: CategoryValues[] = [];
    for (let from = 0; from < rows.length; from += PLAN_SLICE_ROWS) {
      await yieldToRequests();
      rows.slice(from, from + PLAN_SLICE_ROWS).forEach((row, i) => planner.add(row, from + i));
      categories.push(...importCategoryValues(planner.planned.slice(from, from + PLAN_SLICE_ROWS), from));
    }
    const { planned } = planner;
    const rootIndex = planned.findIndex((entry) => entry.isRoot);
    let fill: RootFill | null = null;
    if (root && rootIndex >= 0) {
      const found = await steps.step(({ trx }) => rootFill(trx, root, planned[rootIndex].row, categories[rootIndex].pairs, command.permission));
      fill = found;
      categories[rootIndex] = { profileId: root.id, pairs: found.pairs };
    }
    await steps.step(({ trx }) => checkMergedCategoryLimit(trx, teamtreeId, categories));
    for (let from = 0; from < planned.length; from += WRITE_STEP_ROWS) {
      const slice = planned.slice(from, from + WRITE_STEP_ROWS);
      await steps.step(async (writer) => {
        const added = slice.filter((entry) => entry.isNew);
        if (added.length > 0) await writer.insertMany(added.map(newProfile));
        await writer.updateMany(updatesOf(slice, fill));
        await writer.mergeCategories(categories.slice(from, from + WRITE_STEP_ROWS));
      });
    }
    const added = planned.filter((entry) => entry.isNew).length;
    const rootUntouched = fill !== null && Object.keys(fill.changes).length === 0 && fill.pairs.length === 0;
    return { added, updated: planned.length - added - (rootUntouched ? 1 : 0), profileIds: planned.map((entry) => entry.id) };
  });
}
