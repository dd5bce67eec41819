import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './instance';

const configAnswer = z.object({ socialUrl: z.string().nullable().optional() }).loose();

/** Public client settings of the server (the top bar's social link); empty when unavailable. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api.get('/config', { auth: false, schema: configAnswer }).catch(() => ({ socialUrl: null })),
    staleTime: Infinity,
  });
}
