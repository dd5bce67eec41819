import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import { SHARE_TOKEN_MAX } from '../../shared/schemas/teamtree';
import { ShareLink } from '../models/share-link';
import { fullName } from '../presenters/tree-summary';

/** 32 random bytes, base64url: 43 characters, 256 bits of entropy. */
export const SHARE_TOKEN_BYTES = 32;

export function newShareToken(): string {
  return crypto.randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** The address a share link opens: `PUBLIC_URL/join/{token}`. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/join/${encodeURIComponent(token)}`;
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueViolationError || (err as { code?: string }).code === '23505' || (err as { nativeError?: { code?: string } }).nativeError?.code === '23505';
}

/** The tree's live (not revoked) link, if any. */
export function findLiveLink(db: Knex, teamtreeId: string) {
  return ShareLink.query(db).findOne({ teamtree_id: teamtreeId }).whereNull('revoked_at');
}

/** The live link a token names, if any (a revoked or unknown token gives `undefined`). */
/** What a token can look like (base64url); anything else names no link. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

export async function findLiveLinkByToken(db: Knex, token: string): Promise<ShareLink | undefined> {
  if (token.length > SHARE_TOKEN_MAX || !TOKEN_SHAPE.test(token)) return undefined;
  return ShareLink.query(db).findOne({ token }).whereNull('revoked_at');
}

/**
 * The tree's live link, created when there is none. Two managers racing both get the same
 * link: the partial unique index keeps one live link per tree and the loser reads the winner's.
 */
export async function ensureLiveLink(db: Knex, teamtreeId: string, createdById: string): Promise<{ link: ShareLink; created: boolean }> {
  const existing = await findLiveLink(db, teamtreeId);
  if (existing) return { link: existing, created: false };
  try {
    const link = await ShareLink.query(db).insertAndFetch({
      id: crypto.randomUUID(),
      teamtreeId,
      token: newShareToken(),
      createdById,
    });
    return { link, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await findLiveLink(db, teamtreeId);
    if (!winner) throw err;
    return { link: winner, created: false };
  }
}

/** Revokes the tree's live link (its token then gives 404); nothing to do when there is none. */
export async function revokeLiveLink(db: Knex, teamtreeId: string): Promise<void> {
  await db('share_links').where({ teamtree_id: teamtreeId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
}

/** What a live share link opens: the tree's name and its owner's name; `undefined` otherwise. */
export async function joinInfoOf(db: Knex, token: string): Promise<{ name: string; ownerName: string } | undefined> {
  const link = await findLiveLinkByToken(db, token);
  if (!link) return undefined;
  const row = await db('teamtrees as t')
    .join('users as o', 'o.id', 't.owner_id')
    .where('t.id', link.teamtreeId)
    .first('t.name', 'o.first_name', 'o.last_name');
  return row ? { name: row.name, ownerName: fullName(row.first_name, row.last_name) } : undefined;
}
