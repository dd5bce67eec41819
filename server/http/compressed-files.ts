import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The web UI's files compressed once, as well as the formats allow (brotli 11, gzip 9), and
 * kept: a file of the build never changes while its size and modification time stay, and the
 * hashed ones are cached by browsers for a year, so the cost is paid once per file and server.
 * Compression runs on libuv's thread pool; requests for a file being compressed wait for it.
 */

export type FileEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** At most this many compressed forms are kept (a build has a few dozen files). */
const MAX_ENTRIES = 512;
const kept = new Map<string, Promise<Buffer>>();

export function compressedFile(file: string, version: string, content: Buffer, encoding: FileEncoding): Promise<Buffer> {
  const key = `${encoding}:${version}:${file}`;
  let entry = kept.get(key);
  if (!entry) {
    entry =
      encoding === 'br'
        ? brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
        : gzip(content, { level: 9 });
    entry.catch(() => kept.delete(key));
    if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
    kept.set(key, entry);
  }
  return entry;
}
