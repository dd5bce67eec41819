/** How long a download's Blob URL is kept: the browser reads it after the click's task ends. */
const KEEP_URL_MS = 60_000;

/**
 * Saves `blob` as `fileName` through an `<a download>` with a Blob URL: a download in every
 * browser, and Electron's save dialog in the desktop app (no navigation, so its guards allow it).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
