import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { errorMessage } from '../../api/errors';

/** An open announcement's 'Edit' and 'Delete'; a delete asks once more, and says why it failed. */
export function ChangeButtons({ onEdit, onDelete }: { onEdit(): void; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(errorMessage(error));
      setDeleting(false);
    }
  };
  return (
    <>
      {!confirming && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('broadcast.edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {t('broadcast.delete')}
          </Button>
        </div>
      )}
      {confirming && (
        <div role="group" aria-label={t('broadcast.deleteQuestion')} className="mt-3 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/50">
          <p className="text-sm text-red-900 dark:text-red-100">{t('broadcast.deleteQuestion')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={deleting} onClick={() => void remove()}>
              {deleting ? t('broadcast.deleting') : t('broadcast.delete')}
            </Button>
            <Button size="sm" variant="secondary" disabled={deleting} onClick={() => setConfirming(false)}>
              {t('broadcast.cancel')}
            </Button>
          </div>
        </div>
      )}
      {failure && <Alert className="mt-2">{failure}</Alert>}
    </>
  );
}
