import type { Knex } from 'knex';
import type { HistoryAction } from '../../shared/schemas/history';
import type { ProfileAnswer } from '../profiles/profile-answer';
import { loadProfile } from '../profiles/store/profile-reads';

/**
 * What one transaction of the write gateway did to a tree's profiles, noted as it happens, so
 * the gateway can write that write's ONE history entry before the commit (history-entry.ts).
 * Single-profile changes keep each touched profile as it was answered before its first change
 * (one read), for the entry's `changes`; bulk writes (several inserts in one call, many updates,
 * category merges, subtree deletes, restores) keep only ids and counts, so an import or a
 * downline of 50,000 costs no read per row.
 */

/** What a command tells the gateway about its write (the gateway infers the rest). */
export interface EntryOptions {
  /** The action, when the write's shape does not tell it (placeholder, import, restore, undo). */
  action?: HistoryAction;
  /** The entry an undo reverts. */
  undoes?: string;
  /**
   * One entry for writes in several transactions (an import on the embedded database): each
   * transaction adds its count to the entry with this id, created by the first.
   */
  entryId?: string;
  /** False: the caller tells the pages about the entry itself (once, after its last transaction). */
  announce?: boolean;
}

export interface TrashedDownline {
  trashId: string;
  profileId: string;
  name: string;
  count: number;
}

export interface RestoredDownline {
  profileId: string;
  name: string;
  count: number;
}

export class WriteJournal {
  readonly inserted: string[] = [];
  /** Profiles changed that this transaction did not insert, each with its answer before the change (detailed only). */
  readonly touched = new Map<string, ProfileAnswer | null>();
  trashed: TrashedDownline | null = null;
  restored: RestoredDownline | null = null;
  /** False once a bulk write happened: no answers before and after are kept. */
  detailed = true;
  /** Answers the command read after its last change of a profile (the entry's "after", without reading again). */
  private readonly answered = new Map<string, ProfileAnswer>();

  constructor(private readonly trx: Knex.Transaction) {}

  get empty(): boolean {
    return this.inserted.length === 0 && this.touched.size === 0 && !this.trashed && !this.restored;
  }

  noteInserted(ids: readonly string[]): void {
    if (ids.length > 1) this.detailed = false;
    this.inserted.push(...ids);
  }

  noteBulk(): void {
    this.detailed = false;
  }

  /** The command read this answer; it stands for the profile until its next change. */
  noteAnswer(answer: ProfileAnswer): void {
    if (this.detailed) this.answered.set(answer.id, answer);
  }

  /** The profile as it is now, read once more unless the command's last read still holds. */
  async currentAnswer(profileId: string): Promise<ProfileAnswer | undefined> {
    return this.answered.get(profileId) ?? (await loadProfile(this.trx, profileId));
  }

  /** Call BEFORE changing a profile: keeps its answer as it is now (first change only). */
  async noteTouch(profileId: string): Promise<void> {
    this.answered.delete(profileId);
    if (this.touched.has(profileId) || this.inserted.includes(profileId)) return;
    this.touched.set(profileId, this.detailed ? ((await loadProfile(this.trx, profileId)) ?? null) : null);
  }

  noteTouchedMany(profileIds: Iterable<string>): void {
    this.detailed = false;
    this.answered.clear();
    for (const id of profileIds) if (!this.touched.has(id)) this.touched.set(id, null);
  }

  noteTrashed(trashed: TrashedDownline): void {
    this.detailed = false;
    for (const id of this.inserted) this.touched.delete(id);
    this.trashed = trashed;
  }

  noteRestored(restored: RestoredDownline, ids: readonly string[]): void {
    this.detailed = false;
    this.inserted.push(...ids);
    this.restored = restored;
  }
}
