import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { CloseIcon, DownloadIcon } from '../components/Icons';

/** One entry of the Export menu: what it says and what it does. */
export interface ExportChoice {
  label: string;
  run(): Promise<void> | void;
}

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

const trigger =
  'flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** Why an export failed, in words the user can act on. */
function failure(choice: ExportChoice, error: unknown): string {
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return `${choice.label} failed${reason}. Nothing was saved; please try again.`;
}

/**
 * The 'Export' button and its menu (Radix: arrow keys, Enter, Escape). While a file is made the
 * button reads 'Exporting…'; a failure is shown under it as an alert until dismissed.
 */
export function ExportMenu({ choices, disabled = false }: { choices: readonly ExportChoice[]; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(choice: ExportChoice) {
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

  return (
    <div className="relative">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={trigger} disabled={disabled || busy}>
          <DownloadIcon className="size-4" /> {busy ? 'Exporting…' : 'Export'}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
            {choices.map((choice) => (
              <DropdownMenu.Item key={choice.label} className={item} onSelect={() => void choose(choice)}>
                {choice.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {error && (
        <div role="alert" className="absolute top-full right-0 z-40 mt-2 flex w-80 items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 shadow-lg dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p className="min-w-0 flex-1">{error}</p>
          <button type="button" aria-label="Dismiss" onClick={() => setError(null)} className="rounded p-0.5 hover:bg-red-100 dark:hover:bg-red-900">
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
