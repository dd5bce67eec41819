import { z } from 'zod';
import { profileEnvelope, type CreateProfileRequest, type UpdateProfileRequest } from '../../../../shared/schemas/profile';
import { api } from './instance';

/** The profile calls of the tree page (API.md "Profiles"). */

const ok = z.object({}).loose();

export const createProfile = (input: CreateProfileRequest) => api.post('/teamtree/profile', input, { schema: profileEnvelope });
export const updateProfile = (input: UpdateProfileRequest) => api.put('/teamtree/profile', input, { schema: profileEnvelope });
/** Deletes the profile and its whole subtree, or (`placeholder`) blanks it and keeps its children. */
export const deleteProfile = (id: string, mode?: 'placeholder') => api.delete('/teamtree/profile', { query: { id, mode }, schema: ok });
