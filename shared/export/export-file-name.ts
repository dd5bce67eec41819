/** Characters no file system takes in a name (Windows is the strictest). */
const UNSAFE = /[<>:"/\\|?*]+/g;

/** Control characters (below U+0020, and DEL) become spaces. */
const withoutControls = (text: string) => Array.from(text, (c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('');

/** `TeamTree-<tree name>-<yyyy-MM-dd>.<extension>`; the name made safe for every file system. */
export function exportFileName(treeName: string, date: string, extension: string): string {
  const safe = withoutControls(treeName).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/[. ]+$/, '').slice(0, 100);
  return `TeamTree-${safe || 'export'}-${date}.${extension}`;
}
