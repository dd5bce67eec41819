import { z } from 'zod';

/** `GET /api/config`: the server's public settings the UI shows before sign-in. */
export const clientConfigAnswer = z.object({
  /** The top bar's external social link (`SOCIAL_URL`); null hides it. */
  socialUrl: z.string().nullable(),
  /** Whether Google sign-in is configured. */
  googleSignIn: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigAnswer>;
