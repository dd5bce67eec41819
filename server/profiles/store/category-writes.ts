import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  categoryKey,
  categoryLimitMessage,
  duplicateCategoryMessage,
  exceedsCategoryLimit,
  normaliseCategoryPairs,
  normaliseCategoryText,
  type CategoryPair,
} from '../../../shared/domain/categories';
import { badRequest, forbidden } from '../../http/errors';
import { checkMergedCategoryLimit, currentCategoryPairs, loadTreeCategoryUse, ownerPlanOf, type CategoryUse } from './category-reads';
import { CATEGORIES, CATEGORY_COLUMNS as K, TAG_COLUMNS as T, TAGS } from './columns';

/*
 * Category and tag writes. Only the write gateway (gateway.ts) calls these, inside its
 * transaction and under its tree lock; it bumps the profile whose tags changed.
 */

export interface CategoryChange {
  teamtreeId: string;
  profileId: string;
  /** The profile's complete category list after the change (raw, normalised here). */
  pairs: readonly CategoryPair[];
  /** The user making the change (`createdById` of new categories and tags). */
  actorId: string | null;
}

interface TagRow {
  id: string;
  categoryId: string;
  value: string;
}

/** Deletes the tree's categories that no profile uses any more (an ordered category stays). */
export async function removeUnusedCategories(trx: Knex, teamtreeId: string): Promise<void> {
  await trx(`${CATEGORIES} as c`)
    .where(`c.${K.teamtreeId}`, teamtreeId)
    .whereNull(`c.${K.valueOrder}`)
    .whereNotExists((q) => q.select(trx.raw('1')).from(`${TAGS} as t`).whereRaw(`t.${T.categoryId} = c.${K.id}`))
    .del();
}

/** The tree's categories after the change must stay within the owner's plan (403 otherwise). */
async function checkCategoryLimit(trx: Knex, teamtreeId: string, categories: CategoryUse[], pairs: readonly CategoryPair[]): Promise<void> {
  const keysBefore = categories.map((c) => c.nameLower);
  const keysAfter = new Set(categories.filter((c) => c.usedElsewhere).map((c) => c.nameLower));
  for (const pair of pairs) keysAfter.add(pair.name.toLowerCase());
  if (!exceedsCategoryLimit(keysBefore, keysAfter, 'BASIC')) return;
  // Only now read the owner's plan: most changes stay within the smallest limit.
  const plan = await ownerPlanOf(trx, teamtreeId);
  if (exceedsCategoryLimit(keysBefore, keysAfter, plan)) throw forbidden(categoryLimitMessage(plan));
}

/** The category id of each pair (new categories are created); answers category id -> value. */
async function categoryValues(trx: Knex, change: CategoryChange, categories: CategoryUse[], pairs: readonly CategoryPair[]): Promise<Map<string, string>> {
  const byKey = new Map(categories.map((c) => [c.nameLower, c.id]));
  const wanted = new Map<string, string>();
  for (const pair of pairs) {
    const key = pair.name.toLowerCase();
    let id = byKey.get(key);
    if (!id) {
      id = crypto.randomUUID();
      await trx(CATEGORIES).insert({ [K.id]: id, [K.teamtreeId]: change.teamtreeId, [K.name]: pair.name, [K.nameLower]: key, [K.createdById]: change.actorId });
      byKey.set(key, id);
    }
    wanted.set(id, pair.value);
  }
  return wanted;
}

/** Makes the profile's tags exactly `wanted`; answers whether anything changed. */
async function writeTags(trx: Knex, change: CategoryChange, wanted: Map<string, string>): Promise<{ changed: boolean; removed: boolean }> {
  const current: TagRow[] = await trx(TAGS).where(T.profileId, change.profileId).select(`${T.id} as id`, `${T.categoryId} as categoryId`, `${T.value} as value`);
  const stale = current.filter((tag) => !wanted.has(tag.categoryId)).map((tag) => tag.id);
  if (stale.length > 0) await trx(TAGS).whereIn(T.id, stale).del();
  let changed = stale.length > 0;
  const currentByCategory = new Map(current.map((tag) => [tag.categoryId, tag]));
  const inserts: Record<string, unknown>[] = [];
  for (const [categoryId, value] of wanted) {
    const tag = currentByCategory.get(categoryId);
    if (!tag) {
      inserts.push({ [T.id]: crypto.randomUUID(), [T.profileId]: change.profileId, [T.categoryId]: categoryId, [T.value]: value, [T.createdById]: change.actorId });
    } else if (tag.value !== value) {
      await trx(TAGS).where(T.id, tag.id).update({ [T.value]: value });
      changed = true;
    }
  }
  if (inserts.length > 0) {
    await trx(TAGS).insert(inserts);
    changed = true;
  }
  return { changed, removed: stale.length > 0 };
}

/**
 * Makes a profile's categories exactly `pairs`: names and values are normalised, empty pairs
 * dropped, two values for one category give 400, going over the owner's plan limit gives 403
 * with the spec's text, and categories no profile uses any more are removed. Answers whether
 * the profile's tags changed.
 */
export async function applyCategories(trx: Knex.Transaction, change: CategoryChange): Promise<boolean> {
  const normalised = normaliseCategoryPairs(change.pairs);
  if (!normalised.ok) {
    throw badRequest(duplicateCategoryMessage(normalised.duplicate), { categories: duplicateCategoryMessage(normalised.duplicate) });
  }
  const categories = await loadTreeCategoryUse(trx, change.teamtreeId, change.profileId);
  await checkCategoryLimit(trx, change.teamtreeId, categories, normalised.pairs);
  const wanted = await categoryValues(trx, change, categories, normalised.pairs);
  const { changed, removed } = await writeTags(trx, change, wanted);
  if (removed) await removeUnusedCategories(trx, change.teamtreeId);
  return changed;
}

/**
 * Replaces (or, with an empty value, removes) the profile's value of one category, keeping its
 * other categories. Same rules as `applyCategories`.
 */
export async function setCategoryValue(trx: Knex.Transaction, change: Omit<CategoryChange, 'pairs'> & { name: string; value: string }): Promise<boolean> {
  const key = categoryKey(change.name);
  const others = (await currentCategoryPairs(trx, change.profileId)).filter((pair) => pair.name.toLowerCase() !== key);
  const pairs = [...others, { name: normaliseCategoryText(change.name), value: change.value }];
  return applyCategories(trx, { teamtreeId: change.teamtreeId, profileId: change.profileId, pairs, actorId: change.actorId });
}

/** Values to set on one profile, normalised (`normaliseCategoryPairs`), its other categories kept. */
export interface CategoryValues {
  profileId: string;
  pairs: readonly CategoryPair[];
}

/** Rows per tag statement. */
const TAG_CHUNK = 2000;

/**
 * Sets many profiles' values of the named categories in a few statements (imports): the plan's
 * limit is checked once for all of them (403 with the spec's text), missing categories are
 * created, each value is inserted or replaces the profile's value of that category.
 */
export async function mergeCategoryValues(trx: Knex.Transaction, teamtreeId: string, entries: readonly CategoryValues[], actorId: string | null): Promise<void> {
  const tags = entries.flatMap(({ profileId, pairs }) => pairs.map((pair) => ({ profileId, key: pair.name.toLowerCase(), name: pair.name, value: pair.value })));
  if (tags.length === 0) return;
  const idByKey = await checkMergedCategoryLimit(trx, teamtreeId, entries);
  const created: Record<string, unknown>[] = [];
  for (const tag of tags) {
    if (idByKey.has(tag.key)) continue;
    const id = crypto.randomUUID();
    idByKey.set(tag.key, id);
    created.push({ [K.id]: id, [K.teamtreeId]: teamtreeId, [K.name]: tag.name, [K.nameLower]: tag.key, [K.createdById]: actorId });
  }
  if (created.length > 0) await trx(CATEGORIES).insert(created);
  const rows = tags.map((tag) => ({ [T.id]: crypto.randomUUID(), [T.profileId]: tag.profileId, [T.categoryId]: idByKey.get(tag.key)!, [T.value]: tag.value, [T.createdById]: actorId }));
  for (let from = 0; from < rows.length; from += TAG_CHUNK) {
    await trx(TAGS)
      .insert(rows.slice(from, from + TAG_CHUNK))
      .onConflict([T.profileId, T.categoryId])
      .merge([T.value]);
  }
}
