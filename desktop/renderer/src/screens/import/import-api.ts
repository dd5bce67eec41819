import { importAnswer, importContextAnswer, type ImportRequest } from '@shared/schemas/import';
import { api } from '../../api/instance';

/** The import routes (docs/import-export.md). */
export const fetchImportContext = (teamtreeId: string) => api.get('/teamtree/import', { query: { teamtreeId }, schema: importContextAnswer });
export const postImport = (input: ImportRequest) => api.post('/teamtree/import', input, { schema: importAnswer });
