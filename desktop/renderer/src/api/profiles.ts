import { z } from 'zod';
import { profileEnvelope, suggestionsAnswer, type CreateProfileRequest, type UpdateProfileRequest } from '@shared/schemas/profile';
import { api } from './instance';

/** The profile calls of the tree page (API.md "Profiles"). */

const ok = z.object({}).loose();

export const createProfile = (input: CreateProfileRequest) => api.post('/teamtree/profile', input, { schema: profileEnvelope });
export const updateProfile = (input: UpdateProfileRequest) => api.put('/teamtree/profile', input, { schema: profileEnvelope });
/** Deletes the profile and its whole subtree, or (`placeholder`) blanks it and keeps its children. */
export const deleteProfile = (id: string, mode?: 'placeholder') => api.delete('/teamtree/profile', { query: { id, mode }, schema: ok });

/** Values other partners in the caller's trees carry for a category, containing `query` (at most 10). */
export async function fetchCategorySuggestions(categoryName: string, query: string, teamtreeId?: string): Promise<string[]> {
  const answer = await api.get('/teamtree/category', { query: { field: 'value', categoryName, query, teamtreeId }, schema: suggestionsAnswer });
  return answer.suggestions.map((suggestion) => suggestion.value);
}
