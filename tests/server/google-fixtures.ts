import { afterAll, afterEach, beforeAll } from 'vitest';
import { TestOidcProvider } from '../support/oidc-provider';
import { useTestServer } from '../support/use-test-server';

/**
 * A test OIDC provider standing in for Google and a test server using it as its issuer for
 * `client`, with `env` added to the server settings (a function when it depends on an earlier
 * `beforeAll`). The provider's tampering is undone after each test.
 */
export function useGoogleServer(client: { clientId: string; clientSecret: string }, env: Record<string, string> | (() => Record<string, string>) = {}) {
  let provider: TestOidcProvider | undefined;
  beforeAll(async () => {
    provider = await TestOidcProvider.start(client);
  });
  afterAll(() => provider?.close());
  const started = (): TestOidcProvider => {
    if (!provider) throw new Error('useGoogleServer: the provider is not started yet');
    return provider;
  };
  const backend = useTestServer(() => ({
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_ISSUER: started().issuer,
    ...(typeof env === 'function' ? env() : env),
  }));
  afterEach(() => {
    started().tamper = {};
  });
  return {
    backend,
    api: backend.api,
    get provider() {
      return started();
    },
  };
}
