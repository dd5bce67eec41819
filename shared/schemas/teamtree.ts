import { z } from 'zod';
import { TEAM_CARE_DEFAULT_DAYS } from '../domain/team-care';
import { PERMISSIONS, PLANS } from '../domain/constants';
import { DEFAULT_DIAL_COUNTRY } from '../domain/dial-country';
import { calendarDate, id } from './common';
import { categoryPairsInput, profileAnswer, profileName, profilePhone } from './profile';
import { treePrivacy } from './tree-privacy';
import { rankStep } from './figures';

/** A join token as sent by clients (ours are 43 characters). */
export const SHARE_TOKEN_MAX = 200;
/** Query-string ids are looked up as given: anything that is not a tree answers 404. */
export const QUERY_ID_MAX = 100;

/** PostgreSQL text cannot hold NUL characters: refuse them here (400), not in the database. */
export const hasNoNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'Text must not contain NUL characters';

/** `POST /api/teamtree`: the tree's name and its root profile. */
export const createTeamtreeRequest = z.object({
  name: profileName.refine(hasNoNul, NUL_MESSAGE),
  phone: profilePhone.nullish().transform((v) => v ?? ''),
  birthday: calendarDate.nullish().transform((v) => v ?? null),
  billDate: calendarDate
    .nullish()
    .refine((v) => v != null, 'Bill date is required')
    .transform((v) => v as string),
  categories: categoryPairsInput
    .refine((pairs) => pairs.every((pair) => hasNoNul(pair.name) && hasNoNul(pair.value)), NUL_MESSAGE)
    .nullish()
    .transform((v) => v ?? []),
});
export type CreateTeamtreeRequest = z.input<typeof createTeamtreeRequest>;
export type CreateTeamtreeInput = z.output<typeof createTeamtreeRequest>;

export const createTeamtreeAnswer = z.object({ teamtree: z.object({ id: z.string(), name: z.string() }) });

/** `PUT /api/teamtree/name`: a new name for a tree (owner and moderators). */
export const renameTeamtreeRequest = z.object({
  teamtreeId: id,
  name: profileName.refine(hasNoNul, NUL_MESSAGE),
});
export type RenameTeamtreeRequest = z.input<typeof renameTeamtreeRequest>;
export const renameTeamtreeAnswer = createTeamtreeAnswer;

/**
 * A tree's settings, which its owner chooses (docs/profiles.md "Tap to call or message"), as
 * answers carry them. A client reads a country it does not know as the default (phone-links.ts),
 * so an answer never fails over one.
 */
export const treeSettings = z.object({
  dialCountry: z.string(),
  /** Team care: days without a logged contact that make a first-level partner a suggestion (a server from before it sends none: 30). */
  teamCareDays: z.number().optional(),
});
export type TreeSettings = z.infer<typeof treeSettings>;
export const DEFAULT_TREE_SETTINGS: TreeSettings = { dialCountry: DEFAULT_DIAL_COUNTRY, teamCareDays: TEAM_CARE_DEFAULT_DAYS };

export const treeSettingsAnswer = z.object({ teamtree: z.object({ id: z.string(), name: z.string(), settings: treeSettings }) });

/** A tree's settings as an answer holds them: a server from before settings sends none, which means the defaults. */
export function treeSettingsOf(teamtree: { settings?: TreeSettings } | null | undefined): TreeSettings {
  return teamtree?.settings ?? DEFAULT_TREE_SETTINGS;
}

/** `GET /api/teamtree/status` with an optional `teamtreeId`. */
export const statusQuery = z
  .object({
    teamtreeId: z.string().max(QUERY_ID_MAX, 'teamtreeId is too long').optional(),
    /** Only the profiles changed after this moment (docs/profiles.md "Reading whole trees"). */
    since: z.iso.datetime({ message: 'since must be a UTC timestamp such as 2026-11-25T10:00:00.000Z' }).optional(),
  })
  .refine((query) => query.since === undefined || query.teamtreeId !== undefined, { message: 'since needs a teamtreeId', path: ['since'] });

/** `PUT /api/teamtree`: join by a share token. */
export const joinByTokenRequest = z.object({
  token: z.string().min(1, 'token is required').max(SHARE_TOKEN_MAX, 'token is too long'),
});

/** `PUT /api/teamtree/member`: link one's own profile. */
export const linkProfileRequest = z.object({
  teamtreeId: id,
  linkedProfileId: id,
});
export type LinkProfileRequest = z.input<typeof linkProfileRequest>;

export const membershipAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  permission: z.enum(PERMISSIONS),
  linkedProfileId: z.string().nullable(),
  teamtreeId: z.string(),
});
export type MembershipAnswer = z.infer<typeof membershipAnswer>;

export const treeSummary = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** Only the caller's membership. */
  members: z.array(z.object({ permission: z.enum(PERMISSIONS) })),
});
export type TreeSummary = z.infer<typeof treeSummary>;

export const statusListAnswer = z.object({ teamtrees: z.array(treeSummary) });
export type StatusListAnswer = z.infer<typeof statusListAnswer>;

/** The full status answer of `GET /api/teamtree/status?teamtreeId=`. */
export const statusTreeAnswer = z.object({
  teamtree: treeSummary.extend({
    profiles: z.array(profileAnswer),
    /** `order`: an ordered category's values in their order (docs/profiles.md "Ordered categories"); older servers send none. */
    categories: z.array(z.object({ id: z.string(), name: z.string(), order: z.array(z.string()).optional() })),
    ownerPlan: z.enum(PLANS),
    categoryLimit: z.number().int(),
    /** Always sent by this server; read through `treeSettingsOf` (older servers send none). */
    settings: treeSettings.optional(),
    /** What the tree hides from READ members; read through `treePrivacyOf` (older servers send none). */
    privacy: treePrivacy.optional(),
    /** The company's ranks, lowest first, or null (docs/figures.md "Rank plan"); older servers send none. */
    rankPlan: z.array(rankStep).nullable().optional(),
  }),
  userMembership: membershipAnswer,
  needsProfileLink: z.boolean(),
  teamtrees: z.array(treeSummary),
});
export type StatusTreeAnswer = z.infer<typeof statusTreeAnswer>;

/**
 * The same answer with its profiles not checked one by one: a client that draws a large tree
 * first checks the envelope with this and each profile against `profileAnswer` right after.
 */
export const statusTreeEnvelope = statusTreeAnswer.extend({
  teamtree: statusTreeAnswer.shape.teamtree.extend({ profiles: z.array(z.unknown()) }),
});

/**
 * `GET /api/teamtree/status?teamtreeId=&since=`: the status answer with only the profiles whose
 * `updatedAt` is after `since`, and how many profiles the tree has in all and the sum of their versions.
 */
export const statusTreeDelta = statusTreeAnswer.extend({
  teamtree: statusTreeAnswer.shape.teamtree.extend({ profileCount: z.number().int().nonnegative(), profileVersionSum: z.number().int().nonnegative() }),
});
export type StatusTreeDelta = z.infer<typeof statusTreeDelta>;
