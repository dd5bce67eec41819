import type { Permission } from '@shared/domain/constants';
import type { ImportRowInput } from '@shared/import/validate-import';
import { importAnswer, importContextAnswer, type ImportRequest } from '@shared/schemas/import';
import { api } from '../../api/instance';

/** The import routes (docs/import-export.md). */
export const fetchImportContext = (teamtreeId: string) => api.get('/teamtree/import', { query: { teamtreeId }, schema: importContextAnswer });
export const postImport = (input: ImportRequest) => api.post('/teamtree/import', input, { schema: importAnswer });

/**
 * The rows as sent: the root's row of a non-owner fills nothing (an edit of the root is the
 * owner's), so it only carries its partners under the root.
 */
export const rowsFor = (rows: readonly ImportRowInput[], permission: Permission): ImportRowInput[] =>
  permission === 'OWNER' ? [...rows] : rows.map((row) => (row.isRoot ? { ...row, phone: '', birthday: null, billDate: null, categories: [] } : row));
