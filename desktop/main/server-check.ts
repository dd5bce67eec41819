import { normalizeServerAddress, SERVER_ADDRESS_MESSAGES, type ServerAddressCheck } from '../../shared/domain/server-address';

const HEALTH_TIMEOUT_MS = 8000;

/**
 * Checks a server address a user typed: the format (https except on this computer), then
 * `GET /api/health`, which a TeamTree server answers 200 `{ok: true}`.
 */
export async function checkServer(input: string, doFetch: typeof fetch = fetch): Promise<ServerAddressCheck> {
  const address = normalizeServerAddress(input);
  if (!address.ok) return address;
  let response: Response;
  try {
    response = await doFetch(`${address.url}/api/health`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  } catch {
    return { ok: false, error: SERVER_ADDRESS_MESSAGES.unreachable };
  }
  const body = (await response.json().catch(() => null)) as { ok?: unknown } | null;
  if (response.status !== 200 || body?.ok !== true) return { ok: false, error: SERVER_ADDRESS_MESSAGES.notTeamTree };
  return address;
}
