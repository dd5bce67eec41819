interface ImportMetaEnv {
  readonly MAIN_VITE_API_URL?: string;
  /** The update feed (electron-updater's generic provider); unset: no auto-update. */
  readonly MAIN_VITE_UPDATE_URL?: string;
  /** The Ed25519 public key Linux updates are signed with (PEM or base64); unset: Linux updates are download links. */
  readonly MAIN_VITE_UPDATE_PUBLIC_KEY?: string;
  /** The Windows publisher, as in the code-signing certificate; unset: Windows updates are download links. */
  readonly MAIN_VITE_UPDATE_PUBLISHER?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
