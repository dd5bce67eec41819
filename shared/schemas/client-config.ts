import { z } from 'zod';
import { socketTransport } from './realtime';

/** `GET /api/config`: the server's public settings the UI shows before sign-in. */
export const clientConfigAnswer = z.object({
  /** The top bar's external social link (`SOCIAL_URL`); null hides it. */
  socialUrl: z.string().nullable(),
  /** Whether Google sign-in is configured. */
  googleSignIn: z.boolean(),
  /**
   * The realtime transports the server takes (`SOCKET_TRANSPORTS`): `["websocket"]` behind a
   * balancer without sticky sessions. Servers from before the setting leave it out (both).
   */
  socketTransports: z.array(socketTransport).min(1).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigAnswer>;
