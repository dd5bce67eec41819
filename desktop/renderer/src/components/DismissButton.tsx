import { CloseIcon } from './Icons';
import { useTranslation } from 'react-i18next';

/**
 * The × that closes a notice (the update notice, the email banner, the app's toast, an export's
 * error): a plain button whose name says what it dismisses; the notice gives its size and colours.
 */
export function DismissButton({ label, onDismiss, className }: { label?: string; onDismiss(): void; className: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onDismiss} aria-label={label ?? t('components.dismiss')} className={className}>
      <CloseIcon className="size-4" />
    </button>
  );
}
