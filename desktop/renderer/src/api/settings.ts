import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okAnswer } from '@shared/schemas/common';
import { settingsAnswer, type SaveSettingsRequest } from '@shared/schemas/settings';
import { api } from './instance';

export const settingsKey = ['user-settings'] as const;

export const fetchSettings = () => api.get('/user/settings', { schema: settingsAnswer });
export const saveSettings = (body: SaveSettingsRequest) => api.post('/user/settings', body, { schema: okAnswer.or(z.object({}).loose()) });

/** The caller's settings envelope (spec section 3). */
export function useUserSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: fetchSettings, staleTime: 60_000 });
}
