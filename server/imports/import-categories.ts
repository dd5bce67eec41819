import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { categoryLimitMessage, duplicateCategoryMessage, exceedsCategoryLimit, normaliseCategoryPairs } from '../../shared/domain/categories';
import { badRequest, forbidden } from '../http/errors';
import { ownerPlanOf } from '../profiles/apply-categories';
import type { PlannedRow } from './import-plan';

const CHUNK = 2000;

interface Tag {
  profileId: string;
  key: string;
  name: string;
  value: string;
}

function tagsOf(planned: readonly PlannedRow[]): Tag[] {
  return planned.flatMap((entry, index) => {
    const normalised = normaliseCategoryPairs(entry.row.categories);
    if (!normalised.ok) {
      const message = duplicateCategoryMessage(normalised.duplicate);
      throw badRequest(`rows.${index}.categories: ${message}`, { [`rows.${index}.categories`]: message });
    }
    return normalised.pairs.map((pair) => ({ profileId: entry.id, key: pair.name.toLowerCase(), name: pair.name, value: pair.value }));
  });
}

/**
 * Writes the imported rows' categories in a few statements: the plan's limit is checked once
 * for the whole import (403 with the spec's text), missing categories are created, and each
 * row's values are set (a matched profile keeps its other categories). The caller holds the
 * tree lock and has written the profiles.
 */
export async function writeImportCategories(trx: Knex.Transaction, teamtreeId: string, planned: readonly PlannedRow[], actorId: string): Promise<void> {
  const tags = tagsOf(planned);
  if (tags.length === 0) return;
  const categories = (await trx('categories').where({ teamtree_id: teamtreeId }).select('id', 'name_lower')) as { id: string; name_lower: string }[];
  const idByKey = new Map(categories.map((c) => [c.name_lower, c.id]));
  const keysAfter = new Set([...idByKey.keys(), ...tags.map((tag) => tag.key)]);
  if (exceedsCategoryLimit(idByKey.keys(), keysAfter, 'BASIC')) {
    const plan = await ownerPlanOf(trx, teamtreeId);
    if (exceedsCategoryLimit(idByKey.keys(), keysAfter, plan)) throw forbidden(categoryLimitMessage(plan));
  }
  const created: Record<string, unknown>[] = [];
  for (const tag of tags) {
    if (idByKey.has(tag.key)) continue;
    const id = crypto.randomUUID();
    idByKey.set(tag.key, id);
    created.push({ id, teamtree_id: teamtreeId, name: tag.name, name_lower: tag.key, created_by_id: actorId });
  }
  if (created.length > 0) await trx('categories').insert(created);
  const rows = tags.map((tag) => ({ id: crypto.randomUUID(), profile_id: tag.profileId, category_id: idByKey.get(tag.key)!, value: tag.value, created_by_id: actorId }));
  for (let from = 0; from < rows.length; from += CHUNK) {
    await trx('profile_tags')
      .insert(rows.slice(from, from + CHUNK))
      .onConflict(['profile_id', 'category_id'])
      .merge(['value']);
  }
}
