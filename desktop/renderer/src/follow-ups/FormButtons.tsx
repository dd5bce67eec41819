import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

/** A follow-up form's 'Cancel' and 'Save' ('Saving…' while on its way). */
export function FormButtons({ saving, disabled = false, onCancel }: { saving: boolean; disabled?: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('followUps.cancel')}
      </Button>
      <Button type="submit" disabled={saving || disabled}>
        {saving ? t('followUps.saving') : t('followUps.save')}
      </Button>
    </div>
  );
}
