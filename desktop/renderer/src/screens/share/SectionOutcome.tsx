import { Alert } from '../../components/Alert';
import { useTranslation } from 'react-i18next';

/** Under a share-dialog section's form: its word once the save went through ('Saved.'), or the reason it did not. */
export function SectionOutcome({ saved, error, savedText }: { saved: boolean; error: string | null; savedText?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {savedText ?? t('share.saved')}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </>
  );
}
