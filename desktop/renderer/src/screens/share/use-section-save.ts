import { useState, type FormEvent } from 'react';
import { useBusyAction } from '../../lib/use-busy-action';

/**
 * A share-dialog section's save: busy while it runs, `saved` after it succeeded, the server's
 * message (or `failed`) when it did not. `submit` is the form's onSubmit; `edited` hides an
 * earlier 'saved' once the user changes the value again.
 */
export function useSectionSave(save: () => Promise<void>, failed: string) {
  const { busy, error, run } = useBusyAction(failed);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSaved(false);
    await run(async () => {
      await save();
      setSaved(true);
    });
  }

  return { busy, error, saved, submit, edited: () => setSaved(false) };
}
