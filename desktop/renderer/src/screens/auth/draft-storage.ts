import { sessionStore } from '../../session/browser-storage';
import { STORAGE_KEYS } from '../../session/storage-keys';
import type { ProfileDraft, SignupDraft } from './signup-form';

/** The draft between the sign-up (or 'Your last steps') form and the source step. */
export type StoredDraft = ({ mode: 'register' } & SignupDraft) | ({ mode: 'complete' } & ProfileDraft);

export function readDraft(): StoredDraft | null {
  const raw = sessionStore.getItem(STORAGE_KEYS.signupDraft);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    return draft && (draft.mode === 'register' || draft.mode === 'complete') ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: StoredDraft): void {
  sessionStore.setItem(STORAGE_KEYS.signupDraft, JSON.stringify(draft));
}

export function removeDraft(): void {
  sessionStore.removeItem(STORAGE_KEYS.signupDraft);
}
