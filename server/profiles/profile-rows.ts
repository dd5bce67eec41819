import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { notFound } from '../http/errors';
import { Profile, type Reminder } from '../models/profile';
import { lockTree } from './tree-lock';

export const PROFILE_NOT_FOUND = 'Profile not found';

export interface ProfileFields {
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  reminders: Reminder[];
}

/** The profile a route was asked about, read before authorizing; 404 when there is none. */
export async function findProfileOr404(db: Knex, profileId: string): Promise<Profile> {
  const profile = await Profile.query(db).findById(profileId);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/**
 * Takes the tree lock and reads the profile again inside the transaction: every decision of a
 * command is made on this copy, so concurrent changes of the same tree cannot interleave.
 */
export async function lockProfile(trx: Knex.Transaction, teamtreeId: string, profileId: string): Promise<Profile> {
  await lockTree(trx, teamtreeId);
  const profile = await Profile.query(trx).findById(profileId);
  if (!profile || profile.teamtreeId !== teamtreeId) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** Columns of the editable fields, as stored. */
export function fieldColumns(fields: ProfileFields): Record<string, unknown> {
  return {
    name: fields.name,
    phone: fields.phone,
    birthday: fields.birthday,
    bill_date: fields.billDate,
    reminders: JSON.stringify(fields.reminders.map((r) => ({ text: r.text, done: r.done }))),
  };
}

/** Inserts one profile row (version 1); the caller holds the tree lock and checked the parent. */
export async function insertProfile(trx: Knex.Transaction, teamtreeId: string, parentId: string | null, fields: ProfileFields): Promise<string> {
  const id = crypto.randomUUID();
  await trx('profiles').insert({
    id,
    teamtree_id: teamtreeId,
    parent_id: parentId,
    ...fieldColumns(fields),
    updated_at: trx.raw('clock_timestamp()'),
  });
  return id;
}

/**
 * Writes new column values and increments the version (every change does). `updated_at` is the
 * clock when the write happens, under the tree lock, so it only grows from one change of a tree
 * to the next (the tree cache's fingerprint relies on it; `now()` would be the transaction start).
 */
export async function bumpProfile(trx: Knex.Transaction, profileId: string, columns: Record<string, unknown>): Promise<void> {
  await trx('profiles')
    .where({ id: profileId })
    .update({ ...columns, version: trx.raw('version + 1'), updated_at: trx.raw('clock_timestamp()') });
}
