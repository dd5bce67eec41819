import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digestAnswer, type DigestSettings } from '@shared/schemas/digest';
import { api } from './instance';

export const digestKey = ['user-digest'] as const;

const fetchDigest = () => api.get('/user/digest', { schema: digestAnswer });
const saveDigest = (body: DigestSettings) => api.put('/user/digest', body, { schema: digestAnswer });

/** The device's time zone name (the digest goes out on its morning). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The caller's daily email digest setting. */
export function useDigestSetting(enabled: boolean) {
  return useQuery({ queryKey: digestKey, queryFn: fetchDigest, enabled, staleTime: 5 * 60_000 });
}

/** Saves the digest setting; the answer replaces the cached one. */
export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigest,
    onSuccess: (answer) => queryClient.setQueryData(digestKey, answer),
  });
}
