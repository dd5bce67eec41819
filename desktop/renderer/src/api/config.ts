import { useQuery } from '@tanstack/react-query';
import { clientConfigAnswer, type ClientConfig } from '@shared/schemas/client-config';
import { api } from './instance';

const UNAVAILABLE: ClientConfig = { socialUrl: null, googleSignIn: false };

/** Public client settings of the server; empty when unavailable. */
export function fetchAppConfig(): Promise<ClientConfig> {
  return api.get('/config', { auth: false, schema: clientConfigAnswer }).catch(() => UNAVAILABLE);
}

/** Public client settings of the server (the top bar's social link); empty when unavailable. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: fetchAppConfig,
    staleTime: Infinity,
  });
}
