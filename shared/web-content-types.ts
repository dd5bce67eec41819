/**
 * The content types of the web build's files, by extension: the server serves the web app with
 * them and the desktop app its renderer (`app://teamtree/`), so both answer a file alike.
 */
const WEB_CONTENT_TYPES: Readonly<Record<string, string | undefined>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The content type for a file extension such as `.js` (any case); `application/octet-stream` when unknown. */
export function webContentType(extension: string): string {
  return WEB_CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}
