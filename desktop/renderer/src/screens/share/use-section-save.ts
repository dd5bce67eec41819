import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';

/**
 * A share-dialog section's save: busy while it runs, `saved` after it succeeded, the server's
 * message (or `failed`) when it did not. `submit` is the form's onSubmit; `edited` hides an
 * earlier 'saved' once the user changes the value again.
 */
export function useSectionSave(run: () => Promise<void>, failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await run();
      setSaved(true);
    } catch (err) {
      setError(errorMessage(err, failed));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, saved, submit, edited: () => setSaved(false) };
}
