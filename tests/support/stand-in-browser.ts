/**
 * A stand-in for the system browser in tests: follows redirects one hop at a time (fetch with
 * `redirect: 'manual'`) and keeps cookies across hops like a browser does (per host, any
 * port; `Path` honoured; `Max-Age=0` deletes).
 */

interface StoredCookie {
  value: string;
  path: string;
}

export interface Visit {
  /** Every address requested, in order. */
  hops: URL[];
  /** The answer to the last request. */
  response: Response;
  /** Its body as text. */
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class StandInBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  /** Names of the cookies this browser holds for `host`. */
  cookieNames(host: string): string[] {
    return [...(this.jar.get(host)?.keys() ?? [])];
  }

  /**
   * Opens `start` and follows its redirects. `stopBefore` ends the trip without requesting a
   * redirect's target (the last hop is then the redirect itself).
   */
  async visit(start: string | URL, options: { stopBefore?: (url: URL) => boolean; maxHops?: number } = {}): Promise<Visit> {
    const hops: URL[] = [];
    let url = new URL(start);
    for (;;) {
      hops.push(url);
      const response = await fetch(url, { redirect: 'manual', headers: this.cookieHeader(url) });
      this.store(url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      const next = location && REDIRECTS.has(response.status) ? new URL(location, url) : null;
      if (!next || options.stopBefore?.(next)) return { hops, response, text: await response.text() };
      await response.body?.cancel();
      if (hops.length >= (options.maxHops ?? 10)) throw new Error(`stand-in browser: more than ${hops.length} redirects from ${hops[0]}`);
      url = next;
    }
  }

  private cookieHeader(url: URL): Record<string, string> {
    const cookies = [...(this.jar.get(url.hostname) ?? new Map<string, StoredCookie>())]
      .filter(([, cookie]) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return cookies.length ? { cookie: cookies.join('; ') } : {};
  }

  private store(url: URL, lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const cookies = this.jar.get(url.hostname) ?? new Map<string, StoredCookie>();
      this.jar.set(url.hostname, cookies);
      if (attribute('max-age') !== undefined && Number(attribute('max-age')) <= 0) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(separator + 1), path: attribute('path') ?? '/' });
    }
  }
}
