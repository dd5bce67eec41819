import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as API.md fixes it: SHA-1, 30-second steps, 6 digits (every authenticator app's default). */
export const TOTP_ISSUER = 'TeamTree';

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), base32 as apps expect it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://totp/...` address an authenticator app reads (from the QR code the client draws). */
export function otpauthUrl(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/**
 * The time step of a code that is right now (or one step before or after, for a clock a few
 * seconds off) and later than `afterStep`, the step of the last code accepted: a code works
 * once. Null for anything else.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
