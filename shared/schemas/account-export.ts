import { z } from 'zod';
import { JOIN_REQUEST_STATUSES } from './sharing';
import { PERMISSIONS, PLANS, ROLES } from '../domain/constants';
import { LANGUAGES } from '../i18n/language';
import { digestAnswer } from './digest';
import { profileAnswer } from './profile';
import { sessionEntry } from './sessions';
import { settingsAnswer } from './settings';
import { figuresRow, rankStep } from './figures';
import { membershipAnswer, treeSettings } from './teamtree';

/** The document's kind and version, so that a reader knows what it holds. */
export const EXPORT_FORMAT = 'teamtree-export';
export const EXPORT_VERSION = 1;

/** The account as stored, without its password hash or any secret (API.md: `GET /api/auth/export`). */
export const exportedAccount = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  phone: z.string(),
  company: z.string(),
  country: z.string().nullable(),
  source: z.string().nullable(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  profileComplete: z.boolean(),
  hasPassword: z.boolean(),
  signsInWithGoogle: z.boolean(),
  twoFactor: z.boolean(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A tree the user belongs to (owned trees too), as the user's membership shows it. */
export const exportedMembership = z.object({
  teamtreeId: z.string(),
  teamtreeName: z.string(),
  ownerName: z.string(),
  permission: z.enum(PERMISSIONS),
  linkedProfileId: z.string().nullable(),
  joinedAt: z.string(),
});

/** One of the user's own requests to join a tree. */
export const exportedJoinRequest = z.object({
  id: z.string(),
  teamtreeId: z.string(),
  teamtreeName: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** A tree the user owns, whole: its settings, categories, members and every profile as the API answers them. */
export const exportedTree = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  settings: treeSettings,
  categories: z.array(z.object({ id: z.string(), name: z.string(), order: z.array(z.string()).optional() })),
  members: z.array(membershipAnswer),
  profiles: z.array(profileAnswer),
  /** The back-office figures, month by month, oldest first (docs/figures.md), and the rank plan (null: none). */
  figures: z.array(z.object({ period: z.string(), rows: z.array(figuresRow) })),
  rankPlan: z.array(rankStep).nullable(),
});

export const accountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  account: exportedAccount,
  settings: z.object({ app: settingsAnswer.shape.settings, digest: digestAnswer.shape.digest }),
  sessions: z.array(sessionEntry),
  memberships: z.array(exportedMembership),
  joinRequests: z.array(exportedJoinRequest),
  ownedTrees: z.array(exportedTree),
});
export type AccountExport = z.infer<typeof accountExport>;
