import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CategoryPair } from '../../../shared/domain/categories';
import { badRequest, conflict, notFound } from '../../http/errors';
import { checkNewParent, PARENT_NOT_IN_TREE, resolveMove, ROOT_EXISTS } from '../parent-rules';
import type { ProfileAnswer } from '../profile-answer';
import { updateInBatches } from './batch-writes';
import { applyCategories, mergeCategoryValues, removeUnusedCategories, setCategoryValue, type CategoryValues } from './category-writes';
import { PROFILE_COLUMNS as P, PROFILES, recordSelection, TAG_COLUMNS as T, TAGS, toColumns, toRecord, type ProfileChanges, type ProfileFields, type ProfileRecord } from './columns';
import { loadProfile, PROFILE_NOT_FOUND } from './profile-reads';
import { holdTree } from '../tree-hold';
import { writeCategoryOrder, type CategoryOrderChange, type OrderedCategory } from './category-order-writes';
import { clearTagCreator } from './tag-creator-writes';
import { lockTree } from './tree-lock';
import { moveToTrash, restoredSet, restoreRows, type TrashSet } from './trash-writes';
import { announceEntry } from '../../history/entry-notices';
import { recordEntry } from '../../history/history-entry';
import { readRestorePlan } from '../../history/restore-plan';
import { findTrashItem } from '../../history/trash-store';
import { WriteJournal, type EntryOptions } from '../../history/write-journal';

/**
 * The write gateway: the only way to change profiles and their tags. `writeProfiles` opens one
 * transaction (or joins the caller's), takes the tree lock, and hands the work a writer; every
 * profile the writer changes gets `version + 1` and `updated_at = <the transaction's stamp>`
 * exactly once in that transaction (new profiles start at version 1), before the work reads an
 * answer and at the latest before the commit. The stamp is taken under the lock: the clock, but
 * at least one millisecond after the tree's latest `updated_at`. So `updated_at` grows from one
 * change of a tree to the next, by whole milliseconds as the API shows them, and every change
 * moves the tree's fingerprint: the tree cache (tree-cache.ts) and the changes-since read
 * (trees/status-delta.ts) rely on this.
 *
 * Every transaction that changes profiles also writes its one history entry here, before the
 * commit (docs/history.md): the writer notes what it does (history/write-journal.ts) and
 * `writeProfiles` records the entry from that. A delete moves the downline to the trash.
 */

export type { CategoryValues, EntryOptions };

export interface NewProfile extends ProfileFields {
  /** A new UUID when left out; a batch names its own new profiles as parents by these ids. */
  id?: string;
  parentId: string | null;
  categories?: readonly CategoryPair[];
  /** The back office's partner ID (imports); unique in the tree. */
  externalId?: string | null;
}

export interface ProfileUpdate {
  id: string;
  changes: ProfileChanges;
  /** The complete category list after the change; left out, the categories stay. */
  categories?: readonly CategoryPair[];
}

export interface ProfileWriter {
  readonly teamtreeId: string;
  /** The transaction, for the reads a command's checks need (never for writes). */
  readonly trx: Knex.Transaction;
  /** A profile of this tree, read under the lock; 404 when the tree has no such profile. */
  find(profileId: string): Promise<ProfileRecord>;
  /** Adds profiles in the given order (a parent before its children; 400/409 for a bad parent). */
  insert(profile: NewProfile): Promise<string>;
  insertMany(profiles: readonly NewProfile[]): Promise<string[]>;
  /** Writes changes (a `parentId` is a move: 400 when it would leave the tree or make a cycle). */
  update(profile: ProfileRecord, changes: ProfileChanges): Promise<void>;
  /**
   * Writes many profiles' field changes in a few statements (404 when one is not in the tree),
   * then their moves and category lists one by one, in the given order.
   */
  updateMany(updates: readonly ProfileUpdate[]): Promise<void>;
  /** Makes the profile's categories exactly `pairs` (categories.ts rules: 400, 403 over the plan). */
  setCategories(profileId: string, pairs: readonly CategoryPair[]): Promise<void>;
  /**
   * Sets many profiles' values of the named categories, keeping their other categories (pairs
   * normalised already); the plan's limit is checked once for all of them (403).
   */
  mergeCategories(entries: readonly CategoryValues[]): Promise<void>;
  /** Sets (an empty value removes) the profile's value of one category. */
  setCategoryValue(profileId: string, name: string, value: string): Promise<void>;
  clearCategories(profileId: string): Promise<void>;
  /** Deletes the profile and its downline into the trash; answers every removed id, the profile's first. */
  deleteSubtree(profileId: string): Promise<string[]>;
  /**
   * Brings a trash item's profiles back (404 when it is gone or was deleted before `keptSince`);
   * with `skipLookalikes` only those the tree does not have already (history/restore-plan.ts).
   * Answers their ids, the top's first (none when every one is a lookalike and skipped), and
   * how many lookalikes were left in the trash.
   */
  restoreTrash(trashId: string, keptSince: Date, options?: { skipLookalikes?: boolean }): Promise<{ ids: string[]; left: number }>;
  /** Deletes, into the trash, the profiles the restore entry `entryId` brought back (its undo; `topId`: the entry's profile). */
  trashRestored(entryId: string, topId: string): Promise<string[]>;
  /** The profile as the API answers it, with its version already raised. */
  answer(profileId: string): Promise<ProfileAnswer>;
}

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_CHUNK = 1000;

/** Refuses a batch whose parents are not in the tree or not inserted before their children. */
async function checkBatchParents(trx: Knex.Transaction, teamtreeId: string, rows: readonly (NewProfile & { id: string })[]): Promise<void> {
  const seen = new Set<string>();
  const outside = new Set<string>();
  let roots = 0;
  for (const row of rows) {
    if (row.parentId === null) roots++;
    else if (!seen.has(row.parentId)) outside.add(row.parentId);
    seen.add(row.id);
  }
  if (roots > 1) throw conflict(ROOT_EXISTS);
  if (roots === 1) await checkNewParent(trx, teamtreeId, null);
  for (const id of outside) {
    if (seen.has(id)) throw badRequest(PARENT_NOT_IN_TREE, { parentId: PARENT_NOT_IN_TREE });
  }
  if (outside.size === 0) return;
  const found = await trx(PROFILES).where(P.teamtreeId, teamtreeId).whereIn(P.id, [...outside]).count({ n: '*' }).first();
  if (Number(found?.n) !== outside.size) throw badRequest(PARENT_NOT_IN_TREE, { parentId: PARENT_NOT_IN_TREE });
}

/* The tree's latest change, found through the index profiles_tree_updated_at (migration 008). */
const STAMP = `SELECT greatest(clock_timestamp(), (SELECT max(${P.updatedAt}) FROM ${PROFILES} WHERE ${P.teamtreeId} = ?) + interval '1 millisecond')::text AS stamp`;

class TreeWriter implements ProfileWriter {
  /** Profiles whose version this transaction has raised (or that it inserted at version 1). */
  private readonly bumped = new Set<string>();
  /** Profiles changed whose version is still to be raised. */
  private readonly pending = new Set<string>();
  private open = true;
  /** The transaction's `updated_at` (timestamptz as text, microseconds kept), taken at the first write. */
  private stampText: string | null = null;
  readonly journal: WriteJournal;

  constructor(
    readonly trx: Knex.Transaction,
    readonly teamtreeId: string,
    private readonly actorId: string | null,
  ) {
    this.journal = new WriteJournal(trx);
  }

  async find(profileId: string): Promise<ProfileRecord> {
    this.checkOpen();
    const row = await this.trx(`${PROFILES} as p`).where({ [`p.${P.id}`]: profileId, [`p.${P.teamtreeId}`]: this.teamtreeId }).first(recordSelection('p'));
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    return toRecord(row);
  }

  async insert(profile: NewProfile): Promise<string> {
    return (await this.insertMany([profile]))[0];
  }

  async insertMany(profiles: readonly NewProfile[]): Promise<string[]> {
    this.checkOpen();
    const rows = profiles.map((profile) => ({ ...profile, id: profile.id ?? crypto.randomUUID() }));
    if (rows.length === 1 && !profiles[0].id) await checkNewParent(this.trx, this.teamtreeId, rows[0].parentId);
    else await checkBatchParents(this.trx, this.teamtreeId, rows);
    const stamp = this.trx.raw('?::timestamptz', [await this.stamp()]);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
        [P.id]: row.id,
        [P.teamtreeId]: this.teamtreeId,
        ...toColumns(row),
        [P.parentId]: row.parentId,
        [P.externalId]: row.externalId ?? null,
        [P.updatedAt]: stamp,
      }));
      await this.trx(PROFILES).insert(chunk);
    }
    for (const row of rows) {
      this.bumped.add(row.id);
      if (row.categories?.length) await applyCategories(this.trx, this.categoryChange(row.id, row.categories));
    }
    this.journal.noteInserted(rows.map((row) => row.id));
    return rows.map((row) => row.id);
  }

  async update(profile: ProfileRecord, changes: ProfileChanges): Promise<void> {
    this.checkOpen();
    await this.journal.noteTouch(profile.id);
    const columns = toColumns(changes);
    if (changes.parentId !== undefined) columns[P.parentId] = await resolveMove(this.trx, profile, changes.parentId);
    if (!this.bumped.has(profile.id)) {
      Object.assign(columns, await this.bumpColumns());
      this.bumped.add(profile.id);
      this.pending.delete(profile.id);
    }
    if (Object.keys(columns).length > 0) await this.trx(PROFILES).where(P.id, profile.id).update(columns);
  }

  async updateMany(updates: readonly ProfileUpdate[]): Promise<void> {
    this.checkOpen();
    // One write per profile: later changes of the same profile win.
    const merged = new Map<string, ProfileChanges>();
    for (const { id, changes } of updates) merged.set(id, { ...merged.get(id), ...changes });
    this.journal.noteTouchedMany(merged.keys());
    const fresh = [...merged].filter(([id]) => !this.bumped.has(id)).map(([id, changes]) => ({ id, changes }));
    const again = [...merged].filter(([id]) => this.bumped.has(id)).map(([id, changes]) => ({ id, changes }));
    // Every fresh profile is written (its version raised); one not in the tree is a 404.
    const stamp = fresh.length > 0 ? await this.stamp() : null;
    if ((await updateInBatches(this.trx, this.teamtreeId, fresh, stamp)) !== fresh.length) throw notFound(PROFILE_NOT_FOUND);
    for (const { id } of fresh) {
      this.bumped.add(id);
      this.pending.delete(id);
    }
    await updateInBatches(this.trx, this.teamtreeId, again, null);
    for (const { id, changes, categories } of updates) {
      if (changes.parentId !== undefined) await this.update(await this.find(id), { parentId: changes.parentId });
      if (categories !== undefined) await this.setCategories(id, categories);
    }
  }

  async setCategories(profileId: string, pairs: readonly CategoryPair[]): Promise<void> {
    this.checkOpen();
    await this.journal.noteTouch(profileId);
    await applyCategories(this.trx, this.categoryChange(profileId, pairs));
    this.changed(profileId);
  }

  async mergeCategories(entries: readonly CategoryValues[]): Promise<void> {
    this.checkOpen();
    this.journal.noteTouchedMany(entries.filter(({ pairs }) => pairs.length > 0).map(({ profileId }) => profileId));
    await mergeCategoryValues(this.trx, this.teamtreeId, entries, this.actorId);
    for (const { profileId, pairs } of entries) if (pairs.length > 0) this.changed(profileId);
  }

  async setCategoryValue(profileId: string, name: string, value: string): Promise<void> {
    this.checkOpen();
    await this.journal.noteTouch(profileId);
    await setCategoryValue(this.trx, { teamtreeId: this.teamtreeId, profileId, name, value, actorId: this.actorId });
    this.changed(profileId);
  }

  async clearCategories(profileId: string): Promise<void> {
    this.checkOpen();
    await this.journal.noteTouch(profileId);
    const removed = await this.trx(TAGS).where(T.profileId, profileId).del();
    if (removed) await removeUnusedCategories(this.trx, this.teamtreeId);
    this.changed(profileId);
  }

  deleteSubtree(profileId: string): Promise<string[]> {
    return this.moveToTrash(profileId);
  }

  async restoreTrash(trashId: string, keptSince: Date, options: { skipLookalikes?: boolean } = {}): Promise<{ ids: string[]; left: number }> {
    this.checkOpen();
    const item = await findTrashItem(this.trx, this.teamtreeId, trashId, keptSince);
    const { plan, names, count } = await readRestorePlan(this.trx, this.teamtreeId, item, options.skipLookalikes === true);
    const left = count - plan.restored.length;
    if (plan.restored.length === 0) return { ids: [], left };
    const ids = await restoreRows(this.trx, this.teamtreeId, item, plan, await this.stamp(), this.actorId);
    // Inserted at their version + 1 already.
    for (const id of ids) this.bumped.add(id);
    this.journal.noteRestored({ profileId: ids[0], name: names.get(ids[0]) ?? item.name, count: ids.length }, ids);
    return { ids, left };
  }

  trashRestored(entryId: string, topId: string): Promise<string[]> {
    return this.moveToTrash(topId, restoredSet(entryId));
  }

  /** Moves the profile's subtree, or the set `sub` it tops, into a new trash item. */
  private async moveToTrash(profileId: string, sub?: TrashSet): Promise<string[]> {
    const profile = await this.find(profileId);
    const top = { teamtreeId: this.teamtreeId, profileId, parentId: profile.parentId, name: profile.name, actorId: this.actorId, at: await this.stamp() };
    const { trashId, ids } = await moveToTrash(this.trx, top, sub);
    await removeUnusedCategories(this.trx, this.teamtreeId);
    for (const id of ids) this.pending.delete(id);
    this.journal.noteTrashed({ trashId, profileId, name: profile.name, count: ids.length });
    return ids;
  }

  async answer(profileId: string): Promise<ProfileAnswer> {
    await this.flush();
    const answer = await loadProfile(this.trx, profileId);
    if (!answer) throw notFound(PROFILE_NOT_FOUND);
    this.journal.noteAnswer(answer);
    return answer;
  }

  /** Raises the version of every profile changed and not raised yet. */
  async flush(): Promise<void> {
    this.checkOpen();
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    await this.trx(PROFILES).whereIn(P.id, ids).update(await this.bumpColumns());
    for (const id of ids) this.bumped.add(id);
    this.pending.clear();
  }

  /** After the commit nothing may be written through this writer. */
  close(): void {
    this.open = false;
  }

  private changed(profileId: string): void {
    if (!this.bumped.has(profileId)) this.pending.add(profileId);
  }

  private async bumpColumns(): Promise<Record<string, Knex.Raw>> {
    return { [P.version]: this.trx.raw('?? + 1', [P.version]), [P.updatedAt]: this.trx.raw('?::timestamptz', [await this.stamp()]) };
  }

  /** The clock, but at least a millisecond after the tree's latest change (the lock is held). */
  async stamp(): Promise<string> {
    if (this.stampText === null) {
      const row = (await this.trx.raw(STAMP, [this.teamtreeId])).rows[0] as { stamp: string };
      this.stampText = row.stamp;
    }
    return this.stampText;
  }

  private categoryChange(profileId: string, pairs: readonly CategoryPair[]) {
    return { teamtreeId: this.teamtreeId, profileId, pairs, actorId: this.actorId };
  }

  private checkOpen(): void {
    if (!this.open) throw new Error('This profile writer was used after its transaction ended');
  }
}

/**
 * Runs `work` with a writer of one tree's profiles in one transaction under the tree lock
 * (joining `db` when it is a transaction already; a new transaction waits first for the tree
 * in this process, `holdTree`); raises the versions of what it changed and writes the
 * write's history entry (`options`: what the entry cannot tell by itself) before it returns.
 * `actorId` is the entry's user and the creator of new categories and tags. The entry of a
 * transaction opened here is announced after its commit (history/entry-notices.ts).
 */
export function writeProfiles<T>(db: Knex, teamtreeId: string, actorId: string | null, work: (writer: ProfileWriter) => Promise<T>, options: EntryOptions = {}): Promise<T> {
  return runWriter(db, teamtreeId, actorId, work, options);
}

/**
 * The tree's tags created by `userId` lose their creator (the account is being deleted,
 * account/delete-account.ts); their profiles are raised a version with the gateway's stamp, so
 * tree caches and changes-since reads take the new answers. It raises versions without a
 * history entry (nothing a member wrote changed): the writer's journal stays empty.
 */
export async function forgetTagCreator(db: Knex, teamtreeId: string, userId: string): Promise<void> {
  await runWriter(db, teamtreeId, null, async (writer) => clearTagCreator(writer.trx, teamtreeId, userId, await writer.stamp()), {});
}

/**
 * Sets (or, with null, clears) a category's ordered values (docs/profiles.md "Ordered
 * categories") in a transaction of its own under the tree's lock: the categories table only, no
 * profile changes, no history entry. Clearing the order of a category no profile uses removes
 * it, as categories without profiles go.
 */
export function setCategoryOrder(db: Knex, change: CategoryOrderChange): Promise<OrderedCategory> {
  return db.transaction(async (trx) => {
    await lockTree(trx, change.teamtreeId);
    const category = await writeCategoryOrder(trx, change);
    if (change.order === null) await removeUnusedCategories(trx, change.teamtreeId);
    return category;
  });
}

/** `writeProfiles` with the gateway's own writer (its stamp, for `forgetTagCreator`). */
async function runWriter<T>(db: Knex, teamtreeId: string, actorId: string | null, work: (writer: TreeWriter) => Promise<T>, options: EntryOptions): Promise<T> {
  let entryId: string | null = null;
  const run = async (trx: Knex.Transaction): Promise<T> => {
    await lockTree(trx, teamtreeId);
    const writer = new TreeWriter(trx, teamtreeId, actorId);
    try {
      const result = await work(writer);
      await writer.flush();
      if (!writer.journal.empty) entryId = await recordEntry(trx, { teamtreeId, actorId, stamp: await writer.stamp(), journal: writer.journal, options });
      return result;
    } finally {
      writer.close();
    }
  };
  if ((db as Knex.Transaction).isTransaction) return run(db as Knex.Transaction);
  const result = await holdTree(db, teamtreeId, () => db.transaction(run));
  if (options.announce !== false) announceEntry(db, teamtreeId, entryId);
  return result;
}
