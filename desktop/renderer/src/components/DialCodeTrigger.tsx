import { Popover } from 'radix-ui';
import type { DialCountry } from '../lib/dial-codes';
import { ChevronDownIcon } from './Icons';

/** The dial-code picker's button: the chosen country's ISO code and dial code (inside the picker's Popover.Root). */
export function DialCodeTrigger({ value, disabled }: { value: DialCountry; disabled?: boolean }) {
  return (
    <Popover.Trigger
      type="button"
      disabled={disabled}
      aria-label={`${value.iso} ${value.dialCode}, ${value.name}, country dial code`}
      data-testid="dial-code"
      className="input flex w-28 shrink-0 items-center justify-between gap-1 text-left"
    >
      <span className="truncate">
        <span className="text-xs font-semibold text-slate-600 dark:text-slate-400">{value.iso}</span> {value.dialCode}
      </span>
      <ChevronDownIcon className="size-4 shrink-0 text-slate-600 dark:text-slate-400" />
    </Popover.Trigger>
  );
}
