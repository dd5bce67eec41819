import { afterEach } from 'vitest';
import { useGoogleProvider } from '../support/google-sign-in';
import { useTestServer } from '../support/use-test-server';

/**
 * A test OIDC provider standing in for Google and a test server using it as its issuer for
 * `client`, with `env` added to the server settings (a function when it depends on an earlier
 * `beforeAll`). The provider's tampering is undone after each test.
 */
export function useGoogleServer(client: { clientId: string; clientSecret: string }, env: Record<string, string> | (() => Record<string, string>) = {}) {
  const google = useGoogleProvider(client);
  const backend = useTestServer(() => ({ ...google.serverEnv(), ...(typeof env === 'function' ? env() : env) }));
  afterEach(() => {
    google.provider.tamper = {};
  });
  return {
    backend,
    api: backend.api,
    get provider() {
      return google.provider;
    },
  };
}
