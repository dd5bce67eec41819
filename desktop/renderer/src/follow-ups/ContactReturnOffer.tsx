import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import type { contactKindOf } from './contact-return';

type ContactKind = NonNullable<ReturnType<typeof contactKindOf>>;

/** Back from a call or a message to the partner: 'Log call' (or 'Log message') with the kind filled in, or 'Not now'. */
export function ContactReturnOffer({ kind, name, onLog, onDismiss }: { kind: ContactKind; name: string; onLog(kind: ContactKind): void; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('followUps.offerLog', { name })} className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm dark:border-emerald-900 dark:bg-emerald-950/50">
      <p className="min-w-0 flex-1 basis-48">{t('followUps.offerLog', { name })}</p>
      <Button size="sm" onClick={() => onLog(kind)}>
        {kind === 'call' ? t('followUps.logCall') : t('followUps.logMessage')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('followUps.dismiss')}
      </Button>
    </div>
  );
}
