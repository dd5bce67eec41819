import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClient, socketOptions } from '../../desktop/renderer/src/realtime/realtime-client';
import { clientConfigAnswer } from '../../shared/schemas/client-config';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * `SOCKET_TRANSPORTS` (docs/scaling.md "Load balancer"): the server takes the transports it
 * names and tells clients in `GET /api/config`; the app's client then uses only those, so a
 * websocket-only server behind a balancer without sticky sessions never sees a polling request.
 */

/** Engine.IO's first polling request (the handshake), before any Socket.IO authentication. */
async function pollingHandshake(url: string): Promise<number> {
  const res = await fetch(`${url}/api/socket/?EIO=4&transport=polling`);
  await res.arrayBuffer();
  return res.status;
}

describe('SOCKET_TRANSPORTS', () => {
  let both: TestServer;
  let websocketOnly: TestServer;
  beforeAll(async () => {
    [both, websocketOnly] = await Promise.all([startTestServer(), startTestServer({ SOCKET_TRANSPORTS: 'websocket' })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([both?.close(), websocketOnly?.close()]);
  });

  it('by default takes polling and websocket, and says so in /api/config', async () => {
    const config = await new ApiClient(both.url).get('/api/config');
    expect(clientConfigAnswer.parse(config.body).socketTransports).toEqual(['polling', 'websocket']);
    expect(await pollingHandshake(both.url)).toBe(200);
    expect(socketOptions('global', ['polling', 'websocket'])).toMatchObject({ transports: ['websocket', 'polling'], tryAllTransports: true });
  });

  it('with websocket alone refuses long-polling, tells clients, and the app connects over websocket', async () => {
    const api = new ApiClient(websocketOnly.url);
    const { socketTransports } = clientConfigAnswer.parse((await api.get('/api/config')).body);
    expect(socketTransports).toEqual(['websocket']);
    expect(await pollingHandshake(websocketOnly.url)).toBe(400);
    expect(socketOptions('global', socketTransports)).toMatchObject({ transports: ['websocket'], tryAllTransports: false });

    const user = await registerUser(api);
    let connected: () => void = () => {};
    const connecting = new Promise<void>((resolve) => (connected = resolve));
    const client = new RealtimeClient({
      kind: 'global',
      url: websocketOnly.url,
      transports: socketTransports,
      getToken: () => user.access,
      refreshToken: async () => null,
      onStatus: (status) => status === 'connected' && connected(),
    });
    try {
      client.start();
      await connecting;
      expect(client.connected).toBe(true);
    } finally {
      client.stop();
    }
  });

  it('an answer without socketTransports (a server from before the setting) means both', () => {
    expect(clientConfigAnswer.parse({ socialUrl: null, googleSignIn: false }).socketTransports).toBeUndefined();
    expect(socketOptions('tree', undefined)).toMatchObject({ transports: ['websocket', 'polling'], tryAllTransports: true });
  });
});
