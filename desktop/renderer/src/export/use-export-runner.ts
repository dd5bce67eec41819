import { useState } from 'react';
import { t } from '../i18n/i18n';

/** One entry of an Export menu: what it says and what it does. */
export interface ExportChoice {
  label: string;
  run(): Promise<void> | void;
}

/** Why an export failed, in words the user can act on (in the language shown). */
function failure(choice: ExportChoice, error: unknown): string {
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return t('exportMenu.failed', { label: choice.label, reason });
}

/** Runs export choices one at a time: `busy` while a file is made, `error` (until dismissed) when one failed. */
export function useExportRunner() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(choice: ExportChoice) {
    setError(null);
    setBusy(true);
    try {
      await choice.run();
    } catch (caught) {
      console.error('Export failed', caught);
      setError(failure(choice, caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run, dismiss: () => setError(null) };
}
