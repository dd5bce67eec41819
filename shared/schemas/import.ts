import { z } from 'zod';
import { calendarDate, id } from './common';
import { categoryPairsInput, profileName, profilePhone } from './profile';

/** Requests and answers of the import routes (docs/import-export.md). */

export const IMPORT_PATH = '/api/teamtree/import';
export const IMPORT_ROWS_MAX = 50_000;
/** The import's body limit (other routes keep 1 MiB): 50,000 rows of a back-office export. */
export const IMPORT_BODY_MAX_BYTES = 32 * 1024 * 1024;
export const EXTERNAL_ID_MAX = 100;
export const IS_ROOT_WITH_UPLINE = 'The root\u2019s row has no upline (uplineRow and uplineProfileId must be null)';

const optionalDate = calendarDate.nullable();

export const externalId = z
  .string('externalId must be text')
  .trim()
  .min(1, 'externalId must not be empty (null for none)')
  .max(EXTERNAL_ID_MAX, `externalId is too long (at most ${EXTERNAL_ID_MAX} characters)`)
  .refine((text) => !text.includes('\u0000'), 'Text must not contain NUL characters');

export const importRowInput = z
  .object({
  externalId: externalId.nullable(),
  name: profileName,
  phone: profilePhone,
  birthday: optionalDate,
  billDate: optionalDate,
  categories: categoryPairsInput,
  /** The index of an earlier row of this request, the row's upline. */
  uplineRow: z.number('uplineRow must be a row index or null').int('uplineRow must be a row index or null').min(0).nullable(),
  /** A partner of the tree, the row's upline. */
  uplineProfileId: id.nullable(),
  /**
   * The row is the tree's root (the user's own row of the file, issue 34): written onto the
   * root, which keeps its place and its values (only its empty phone, dates and categories are
   * filled); rows under it name it by `uplineRow` as any other. Left out: false.
   */
  isRoot: z.boolean('isRoot must be true or false').optional().default(false),
  })
  .refine((row) => row.uplineRow === null || row.uplineProfileId === null, { message: 'Give the upline by uplineRow or by uplineProfileId, not both', path: ['uplineRow'] })
  .refine((row) => !row.isRoot || (row.uplineRow === null && row.uplineProfileId === null), { message: IS_ROOT_WITH_UPLINE, path: ['isRoot'] });

/** A request's `rows`: 1 to `IMPORT_ROWS_MAX` of `row` (the server checks the count before it reads a row, server/imports/import-request.ts). */
export const importRows = <Row extends z.ZodType>(row: Row) =>
  z.array(row).min(1, 'rows must hold at least one row').max(IMPORT_ROWS_MAX, `At most ${IMPORT_ROWS_MAX} rows`);

export const importRequest = z.object({
  teamtreeId: id,
  /** Where the file's top rows go: a partner of the tree, or `null` into an empty tree (the first top row becomes the root). */
  parentId: id.nullable(),
  rows: importRows(importRowInput),
});
export type ImportRequest = z.input<typeof importRequest>;

export const importAnswer = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** The tree's partner ids by row of the request. */
  profileIds: z.array(z.string()),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

export const importContextQuery = z.object({ teamtreeId: id });
/** The tree's partner IDs from earlier imports, for matching a file before it is sent. */
export const importContextAnswer = z.object({ externalIds: z.array(z.object({ profileId: z.string(), externalId: z.string() })) });
