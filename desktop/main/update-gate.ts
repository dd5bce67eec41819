/**
 * What must hold before a downloaded update is installed, per platform, from what the build
 * pins. Without a pin the update is only offered as a download (the user installs it).
 */
import type { KeyObject } from 'node:crypto';
import { checkFeedSignature, type Fetch } from './update-signature';

/** The Windows Authenticode check (authenticode.ts; NsisUpdater's shape): null when the file is signed by one of the names. */
export type CodeSignatureCheck = (publisherNames: string[], file: string) => Promise<string | null>;

export type UpdateGate =
  /** macOS: Squirrel.Mac installs only an update whose code signature satisfies the running app's. */
  | { kind: 'native' }
  /** Checked by the app before an install is offered: null when the file may be installed as `version`, else why not. */
  | { kind: 'verify'; verify(file: string, feed: string, version: string): Promise<string | null> }
  /** Nothing to check against: the update's file (by its extension) is offered as a download link. */
  | { kind: 'link'; extension: string };

export interface UpdateGateInputs {
  platform: NodeJS.Platform;
  /** The build's Ed25519 public key for Linux updates (`MAIN_VITE_UPDATE_PUBLIC_KEY`). */
  publicKey: KeyObject | null;
  /** The build's Windows publisher, as in the code-signing certificate (`MAIN_VITE_UPDATE_PUBLISHER`). */
  publisher: string | null;
  /** The Windows Authenticode check (null on other platforms). */
  codeSignature: CodeSignatureCheck | null;
  /** The Linux package the app runs from (which file a download link points at). */
  linuxPackage: 'AppImage' | 'deb';
  /** How the Linux signature is fetched from the feed (default: Node's fetch). */
  fetch?: Fetch;
}

export function updateGate(inputs: UpdateGateInputs): UpdateGate {
  if (inputs.platform === 'darwin') return { kind: 'native' };
  if (inputs.platform === 'win32') {
    const { publisher, codeSignature } = inputs;
    return publisher && codeSignature ? { kind: 'verify', verify: (file) => codeSignature([publisher], file) } : { kind: 'link', extension: 'exe' };
  }
  const key = inputs.publicKey;
  return key ? { kind: 'verify', verify: (file, feed, version) => checkFeedSignature(feed, file, version, key, inputs.fetch) } : { kind: 'link', extension: inputs.linuxPackage };
}
