import { describe, expect, it } from 'vitest';
import { createSessionOnlyStore } from '../../desktop/main/credential-store';
import { createSessionBridge } from '../../desktop/main/session-bridge';
import { registerUser } from '../support/accounts';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { useTestServer } from '../support/use-test-server';

type Body = Record<string, unknown>;

/** The desktop side of two-step sign-in against the real server (no keychain needed: the store keeps the credential in memory). */
describe('desktop session bridge: two-step sign-in', () => {
  const backend = useTestServer();
  const { api } = backend;

  async function userWithTwoStep() {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    await allowCodeAgain(backend.server.context.db, user.id);
    return { user, secret };
  }

  it("passes {mfaRequired, mfaToken} to the renderer; the second step keeps the credential as 'Keep me logged in' asked", async () => {
    const { user, secret } = await userWithTwoStep();
    const store = createSessionOnlyStore();
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const first = await bridge.login({ email: user.email, password: user.password, stay: true });
    expect(first).toEqual({ status: 200, body: { mfaRequired: true, mfaToken: expect.any(String) } });
    expect(await bridge.hasCredential()).toBe(false);

    const second = await bridge.loginSecondStep({ mfaToken: (first.body as Body).mfaToken as string, code: await codeOf(secret) });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ access: expect.any(String) });
    expect(await store.get()).toEqual(expect.any(String));
    const refreshed = await bridge.refresh();
    expect(refreshed.status).toBe(200);
    expect((await api.get('/api/auth/me', { token: (refreshed.body as Body).access as string })).body.email).toBe(user.email);
  });

  it("without 'Keep me logged in' keeps the second step's credential in memory only", async () => {
    const { user, secret } = await userWithTwoStep();
    const store = createSessionOnlyStore();
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const first = await bridge.login({ email: user.email, password: user.password, stay: false });
    const second = await bridge.loginSecondStep({ mfaToken: (first.body as Body).mfaToken as string, code: await codeOf(secret) });
    expect(second.status).toBe(200);
    expect(await store.get()).toBeNull();
    expect(await bridge.hasCredential()).toBe(true);
  });

  it("passes a wrong code's answer through and keeps nothing", async () => {
    const { user, secret } = await userWithTwoStep();
    const right = await codeOf(secret);
    const wrongCode = right.slice(0, 5) + ((Number(right[5]) + 5) % 10);
    const store = createSessionOnlyStore();
    const bridge = createSessionBridge({ apiBaseUrl: backend.url, store });
    const first = await bridge.login({ email: user.email, password: user.password, stay: true });
    const wrong = await bridge.loginSecondStep({ mfaToken: (first.body as Body).mfaToken as string, code: wrongCode });
    expect(wrong).toEqual({ status: 401, body: { error: 'The code is wrong or was already used.', code: 'two-step-code-wrong' } });
    expect(await bridge.hasCredential()).toBe(false);
  });
});
