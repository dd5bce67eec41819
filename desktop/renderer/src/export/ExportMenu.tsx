import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DismissButton } from '../components/DismissButton';
import { DownloadIcon } from '../components/Icons';
import { useExportRunner, type ExportChoice } from './use-export-runner';

export type { ExportChoice };

/** A menu entry: touch-sized (44 px) on phones and touch screens. */
export const exportMenuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none touch:min-h-11 data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

const trigger =
  'flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-60 touch:h-11 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** A failed export's message under its menu, until dismissed. */
export function ExportError({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <div
      role="alert"
      className="absolute top-full right-0 z-40 mt-2 flex w-80 max-w-[calc(100vw-2rem)] items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 shadow-lg dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <DismissButton onDismiss={onDismiss} className="flex items-center justify-center rounded p-0.5 hover:bg-red-100 touch:size-11 dark:hover:bg-red-900" />
    </div>
  );
}

/**
 * The 'Export' button and its menu (Radix: arrow keys, Enter, Escape). While a file is made the
 * button reads 'Exporting…'; a failure is shown under it as an alert until dismissed.
 */
export function ExportMenu({ choices, disabled = false }: { choices: readonly ExportChoice[]; disabled?: boolean }) {
  const { t } = useTranslation();
  const exports = useExportRunner();
  return (
    <div className="relative">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={trigger} disabled={disabled || exports.busy}>
          <DownloadIcon className="size-4" /> {exports.busy ? t('exportMenu.busy') : t('exportMenu.button')}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
            {choices.map((choice) => (
              <DropdownMenu.Item key={choice.label} className={exportMenuItem} onSelect={() => void exports.run(choice)}>
                {choice.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {exports.error && <ExportError message={exports.error} onDismiss={exports.dismiss} />}
    </div>
  );
}
