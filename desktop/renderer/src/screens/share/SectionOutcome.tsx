import { Alert } from '../../components/Alert';

/** Under a share-dialog section's form: its word once the save went through ('Saved.'), or the reason it did not. */
export function SectionOutcome({ saved, error, savedText = 'Saved.' }: { saved: boolean; error: string | null; savedText?: string }) {
  return (
    <>
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {savedText}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </>
  );
}
