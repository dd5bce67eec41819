import { CloseIcon } from './Icons';

/**
 * The × that closes a notice (the update notice, the email banner, the app's toast, an export's
 * error): a plain button whose name says what it dismisses; the notice gives its size and colours.
 */
export function DismissButton({ label = 'Dismiss', onDismiss, className }: { label?: string; onDismiss(): void; className: string }) {
  return (
    <button type="button" onClick={onDismiss} aria-label={label} className={className}>
      <CloseIcon className="size-4" />
    </button>
  );
}
