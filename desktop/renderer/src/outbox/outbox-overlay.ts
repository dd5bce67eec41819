import { PLACEHOLDER_NAME, reminderOf } from '@shared/schemas/profile';
import { categoriesInUse, subtreeIds, type TreeAnswer, type TreeProfile } from '../realtime/tree-patch';
import { isProfileEntry, type OutboxEntry } from './outbox-entry';
import { bySeq } from './outbox-queue';

/**
 * The outbox laid over a tree answer: what the user changed but the server has not got yet is
 * shown at once (a created partner under its temporary id, an edit, a move, a delete). Called
 * wherever a tree answer enters the cache (a read, an event, an answer), so a pending change is
 * never lost behind a newer answer. Idempotent: laying the queue twice gives the same tree, and
 * a pending edit keeps the version it was made on (a newer version from the server replaces it,
 * and the edit is laid over that again). Refused entries are not shown.
 */

type Body = Record<string, unknown>;

const dateOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function categoryDataOf(answer: TreeAnswer, pairs: { name: string; value: string }[]): TreeProfile['categoryData'] {
  const known = new Map(answer.teamtree.categories.map((c) => [c.name.toLowerCase(), c.id]));
  const categories = pairs.map((pair) => ({ id: known.get(pair.name.toLowerCase()) ?? `local-category:${pair.name.toLowerCase()}`, name: pair.name, createdById: null }));
  const tags = pairs.map((pair, i) => ({ id: `local-tag:${i}`, categoryId: categories[i].id, categoryName: pair.name, value: pair.value, createdById: null }));
  return { categories, tags };
}

/** The profile with the fields an update body carries (a field left out is kept, as the server does). */
function withFields(answer: TreeAnswer, profile: TreeProfile, body: Body, nameOf: (id: string) => string | null): TreeProfile {
  const next = { ...profile };
  if (typeof body.name === 'string') next.name = body.name.trim();
  if (body.phone !== undefined) next.phone = typeof body.phone === 'string' ? body.phone : '';
  if (body.birthday !== undefined) next.birthday = dateOf(body.birthday);
  if (body.billDate !== undefined) next.billDate = dateOf(body.billDate);
  if (Array.isArray(body.reminders)) next.reminders = (body.reminders as Parameters<typeof reminderOf>[0][]).map(reminderOf);
  if (Array.isArray(body.categories)) {
    const pairs = (body.categories as { name: string; value: string }[]).filter((p) => p.name.trim() && p.value.trim());
    next.categories = pairs.map((p) => ({ name: p.name, value: p.value }));
    next.categoryData = categoryDataOf(answer, pairs);
  }
  if (typeof body.parentId === 'string') {
    next.parentId = body.parentId;
    next.parentName = nameOf(body.parentId);
  }
  return next;
}

function createdProfile(answer: TreeAnswer, entry: OutboxEntry, nameOf: (id: string) => string | null): TreeProfile {
  const body = entry.request.body ?? {};
  const parentId = typeof body.parentId === 'string' ? body.parentId : null;
  const blank: TreeProfile = {
    id: entry.profileId,
    teamtreeId: entry.teamtreeId,
    name: '',
    phone: '',
    birthday: null,
    billDate: null,
    parentId,
    parentName: parentId ? nameOf(parentId) : null,
    categoryData: { categories: [], tags: [] },
    categories: [],
    reminders: [],
    // What the server gives a new profile: an edit of it made before it lands carries this version.
    version: 1,
    updatedAt: entry.createdAt,
  };
  return withFields(answer, blank, { ...body, parentId: undefined }, nameOf);
}

function blanked(profile: TreeProfile): TreeProfile {
  return { ...profile, name: PLACEHOLDER_NAME, phone: '', birthday: null, billDate: null, categoryData: { categories: [], tags: [] }, categories: [], reminders: [] };
}

/** The tree as the user expects it with every pending entry of `entries` applied, in order. */
export function layPending(answer: TreeAnswer, entries: readonly OutboxEntry[]): TreeAnswer {
  const mine = entries.filter((e) => e.teamtreeId === answer.teamtree.id && e.state !== 'refused' && isProfileEntry(e));
  if (mine.length === 0) return answer;
  let profiles = answer.teamtree.profiles.slice();
  const at = () => new Map(profiles.map((p, i) => [p.id, i]));
  let index = at();
  const nameOf = (id: string) => (index.has(id) ? profiles[index.get(id)!].name : null);
  for (const entry of mine.sort(bySeq)) {
    const i = index.get(entry.profileId);
    if (entry.kind === 'create') {
      const profile = createdProfile(answer, entry, nameOf);
      if (profile.parentId !== null && !index.has(profile.parentId)) continue;
      if (i === undefined) {
        index.set(profile.id, profiles.length);
        profiles.push(profile);
      } else profiles[i] = profile;
      continue;
    }
    if (i === undefined) continue;
    if (entry.kind === 'update') {
      const body = entry.request.body ?? {};
      if (typeof body.parentId === 'string' && !index.has(body.parentId)) continue;
      const profile = withFields(answer, profiles[i], body, nameOf);
      profiles[i] = profile;
      if (typeof body.name === 'string') {
        for (let c = 0; c < profiles.length; c++) if (profiles[c].parentId === profile.id) profiles[c] = { ...profiles[c], parentName: profile.name };
      }
    } else if (entry.kind === 'placeholder') {
      profiles[i] = blanked(profiles[i]);
    } else {
      const gone = new Set(subtreeIds(profiles, entry.profileId));
      profiles = profiles.filter((p) => !gone.has(p.id));
      index = at();
    }
  }
  return { ...answer, teamtree: { ...answer.teamtree, profiles, categories: categoriesInUse(profiles) } };
}
