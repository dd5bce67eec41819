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
} from '../../shared/domain/categories';
import type { Plan } from '../../shared/domain/constants';
import { badRequest, forbidden, notFound } from '../http/errors';
import { lockTree } from './tree-lock';

export interface ApplyCategoriesInput {
  teamtreeId: string;
  profileId: string;
  /** The profile's complete category list after the change (raw, normalised here). */
  pairs: readonly CategoryPair[];
  /** The user making the change (`createdById` of new categories and tags). */
  actorId: string | null;
}

interface CategoryRow {
  id: string;
  name: string;
  name_lower: string;
  used_elsewhere: boolean;
}

interface TagRow {
  id: string;
  category_id: string;
  value: string;
}

/** The plan of the tree's owner: it sets the category limit of the whole tree. */
export async function ownerPlanOf(db: Knex, teamtreeId: string): Promise<Plan> {
  const row = await db('teamtrees as t').join('users as u', 'u.id', 't.owner_id').where('t.id', teamtreeId).first('u.plan');
  if (!row) throw notFound('TeamTree not found');
  return row.plan as Plan;
}

/** Deletes the tree's categories that no profile uses any more. */
export async function removeUnusedCategories(trx: Knex, teamtreeId: string): Promise<void> {
  await trx('categories as c')
    .where('c.teamtree_id', teamtreeId)
    .whereNotExists((q) => q.select(trx.raw('1')).from('profile_tags as t').whereRaw('t.category_id = c.id'))
    .del();
}

async function loadTreeCategoryUse(trx: Knex, teamtreeId: string, profileId: string): Promise<CategoryRow[]> {
  const result = await trx.raw(
    `SELECT c.id, c.name, c.name_lower,
            EXISTS (SELECT 1 FROM profile_tags t WHERE t.category_id = c.id AND t.profile_id <> ?) AS used_elsewhere
       FROM categories c
      WHERE c.teamtree_id = ?`,
    [profileId, teamtreeId],
  );
  return result.rows as CategoryRow[];
}

/**
 * Makes a profile's categories exactly `pairs`, inside the caller's transaction: names and
 * values are normalised, empty pairs dropped, two values for one category give 400, going over
 * the owner's plan limit gives 403 with the spec's text, and categories no profile uses any
 * more are removed. Takes the tree lock (re-entrant). Answers whether the profile's tags changed.
 */
export async function applyCategories(trx: Knex.Transaction, input: ApplyCategoriesInput): Promise<boolean> {
  const normalised = normaliseCategoryPairs(input.pairs);
  if (!normalised.ok) {
    throw badRequest(duplicateCategoryMessage(normalised.duplicate), { categories: duplicateCategoryMessage(normalised.duplicate) });
  }
  const pairs = normalised.pairs;
  await lockTree(trx, input.teamtreeId);

  const categories = await loadTreeCategoryUse(trx, input.teamtreeId, input.profileId);
  const byKey = new Map(categories.map((c) => [c.name_lower, c]));
  const keysAfter = new Set(categories.filter((c) => c.used_elsewhere).map((c) => c.name_lower));
  for (const pair of pairs) keysAfter.add(pair.name.toLowerCase());
  if (exceedsCategoryLimit(byKey.keys(), keysAfter, 'BASIC')) {
    // Only now read the owner's plan: most changes stay within the smallest limit.
    const plan = await ownerPlanOf(trx, input.teamtreeId);
    if (exceedsCategoryLimit(byKey.keys(), keysAfter, plan)) throw forbidden(categoryLimitMessage(plan));
  }

  const wanted = new Map<string, string>(); // category id -> value
  for (const pair of pairs) {
    const key = pair.name.toLowerCase();
    let category = byKey.get(key);
    if (!category) {
      category = { id: crypto.randomUUID(), name: pair.name, name_lower: key, used_elsewhere: false };
      await trx('categories').insert({
        id: category.id,
        teamtree_id: input.teamtreeId,
        name: category.name,
        name_lower: key,
        created_by_id: input.actorId,
      });
      byKey.set(key, category);
    }
    wanted.set(category.id, pair.value);
  }

  const current = (await trx('profile_tags').where({ profile_id: input.profileId }).select('id', 'category_id', 'value')) as TagRow[];
  let changed = false;
  const stale = current.filter((tag) => !wanted.has(tag.category_id)).map((tag) => tag.id);
  if (stale.length > 0) {
    await trx('profile_tags').whereIn('id', stale).del();
    changed = true;
  }
  const currentByCategory = new Map(current.map((tag) => [tag.category_id, tag]));
  const inserts: Record<string, unknown>[] = [];
  for (const [categoryId, value] of wanted) {
    const tag = currentByCategory.get(categoryId);
    if (!tag) {
      inserts.push({ id: crypto.randomUUID(), profile_id: input.profileId, category_id: categoryId, value, created_by_id: input.actorId });
    } else if (tag.value !== value) {
      await trx('profile_tags').where({ id: tag.id }).update({ value });
      changed = true;
    }
  }
  if (inserts.length > 0) {
    await trx('profile_tags').insert(inserts);
    changed = true;
  }
  if (stale.length > 0) await removeUnusedCategories(trx, input.teamtreeId);
  return changed;
}

/** The profile's current categories as `[{name, value}]`. */
export async function currentCategoryPairs(db: Knex, profileId: string): Promise<CategoryPair[]> {
  return db('profile_tags as t')
    .join('categories as c', 'c.id', 't.category_id')
    .where('t.profile_id', profileId)
    .orderBy('c.name_lower')
    .select('c.name', 't.value');
}

/**
 * Replaces (or, with an empty value, removes) the profile's value of one category, keeping its
 * other categories. Same rules as `applyCategories`.
 */
export async function setCategoryValue(
  trx: Knex.Transaction,
  input: { teamtreeId: string; profileId: string; name: string; value: string; actorId: string | null },
): Promise<boolean> {
  const key = categoryKey(input.name);
  const others = (await currentCategoryPairs(trx, input.profileId)).filter((pair) => pair.name.toLowerCase() !== key);
  const pairs = [...others, { name: normaliseCategoryText(input.name), value: input.value }];
  return applyCategories(trx, { teamtreeId: input.teamtreeId, profileId: input.profileId, pairs, actorId: input.actorId });
}
