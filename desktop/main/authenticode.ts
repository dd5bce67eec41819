/**
 * Windows: whether an installer carries a valid Authenticode signature of the pinned publisher,
 * asked of PowerShell's Get-AuthenticodeSignature. Unlike electron-updater's own check (which
 * lets an update through when PowerShell cannot run), every doubt refuses the file.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { CodeSignatureCheck } from './update-gate';

/** Runs a PowerShell command and answers its standard output. */
export type PowerShell = (command: string) => Promise<string>;

/** Get-AuthenticodeSignature's `Status` for a valid signature (SignatureStatus.Valid). */
const VALID = 0;

export const windowsPowerShell: PowerShell = (command) =>
  new Promise((resolve, reject) => {
    const args = ['-NoProfile', '-NonInteractive', '-InputFormat', 'None', '-Command', command];
    execFile('powershell.exe', args, { timeout: 20_000, windowsHide: true }, (error, stdout, stderr) => {
      if (error || stderr) reject(error ?? new Error(stderr));
      else resolve(stdout);
    });
  });

/** The parts of a certificate subject as Windows writes it (`CN=…, O="A, B", C=DE`), split outside quotes. */
function subjectParts(subject: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of subject) {
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...parts, current.trim()];
}

/** The subject's common name (`CN=…`), unquoted; null when it has none or several. */
export function commonName(subject: string): string | null {
  const names = subjectParts(subject).filter((part) => part.startsWith('CN='));
  if (names.length !== 1) return null;
  const value = names[0].slice(3).trim();
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/""/g, '"') : value;
}

/** The check for one publisher name (the certificate's CN): null when signed by it, else why not. */
export function authenticodeCheck(powerShell: PowerShell = windowsPowerShell): CodeSignatureCheck {
  return async (publisherNames, file) => {
    const literal = file.replace(/'/g, "''");
    let answer: { Status?: unknown; Path?: unknown; SignerCertificate?: { Subject?: unknown } | null };
    try {
      answer = JSON.parse(await powerShell(`Get-AuthenticodeSignature -LiteralPath '${literal}' | ConvertTo-Json -Compress -Depth 3`));
    } catch (error) {
      return `its signature could not be read (${(error as Error).message.split('\n')[0]})`;
    }
    if (answer?.Status !== VALID) return 'it has no valid signature';
    if (typeof answer.Path !== 'string' || path.win32.normalize(answer.Path) !== path.win32.normalize(file)) return 'the signature read was not that of the file';
    const subject = answer.SignerCertificate?.Subject;
    const name = typeof subject === 'string' ? commonName(subject) : null;
    return name && publisherNames.includes(name) ? null : `it is signed by ${name ?? 'an unknown publisher'}`;
  };
}
