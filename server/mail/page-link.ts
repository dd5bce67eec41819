import type { AppContext } from '../app-context';

/** `PUBLIC_URL/<page>?token=<token>`: the web page a mailed link opens. */
export function pageLink(app: Pick<AppContext, 'publicUrl'>, page: string, token: string): string {
  const url = new URL(page, `${app.publicUrl()}/`);
  url.searchParams.set('token', token);
  return url.toString();
}
