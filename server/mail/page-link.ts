import type { AppContext } from '../app-context';

/** `PUBLIC_URL/<page>`: a web page a mail links to. */
export function appPageLink(app: Pick<AppContext, 'publicUrl'>, page: string): URL {
  return new URL(page, `${app.publicUrl()}/`);
}

/** `PUBLIC_URL/<page>?token=<token>`: the web page a mailed link opens. */
export function pageLink(app: Pick<AppContext, 'publicUrl'>, page: string, token: string): string {
  const url = appPageLink(app, page);
  url.searchParams.set('token', token);
  return url.toString();
}
