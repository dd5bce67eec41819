import { DropdownMenu } from 'radix-ui';
import { CheckIcon } from '../../components/Icons';

/** An entry of the Filter dropdown (the highlighted one tinted). */
export const filterItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none touch:min-h-11 data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';
/** A section heading of the Filter dropdown. */
export const filterLabel = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** A checkbox of the Filter dropdown; choosing it keeps the menu open. A long text wraps (a label that tells names apart ends in what tells them apart). */
export function FilterCheck({ checked, onToggle, children }: { checked: boolean; onToggle(): void; children: string }) {
  return (
    <DropdownMenu.CheckboxItem className={filterItem} checked={checked} onSelect={(e) => e.preventDefault()} onCheckedChange={onToggle}>
      <span className="flex size-4 shrink-0 items-center justify-center rounded border border-slate-400 dark:border-slate-500">
        <DropdownMenu.ItemIndicator>
          <CheckIcon className="size-3.5" />
        </DropdownMenu.ItemIndicator>
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </DropdownMenu.CheckboxItem>
  );
}
