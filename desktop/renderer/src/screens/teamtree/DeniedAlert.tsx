import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import type { DeniedKey } from './profile-denial';

/** Why an action on a partner was refused (the member's rights), until dismissed. */
export function DeniedAlert({ denied, onDismiss }: { denied: DeniedKey; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className="absolute bottom-4 left-1/2 w-[min(32rem,calc(100%-2rem))] -translate-x-1/2">
      <Alert className="flex items-center justify-between gap-3 shadow-lg">
        <span>{t(`teamtree.denied.${denied}`)}</span>
        <button type="button" className="shrink-0 text-sm underline touch:min-h-11 touch:px-2" onClick={onDismiss}>
          {t('teamtree.page.dismiss')}
        </button>
      </Alert>
    </div>
  );
}
