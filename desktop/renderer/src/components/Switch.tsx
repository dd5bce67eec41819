import { useId, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  /** A line under the label, read out with the switch. */
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/**
 * An on/off switch: a native checkbox with the `switch` role (Space toggles it; screen readers
 * say 'on'/'off'), drawn as a track and knob; the whole row, label included, is the touch target.
 */
export function Switch({ label, hint, checked, disabled = false, onChange }: Props) {
  const id = useId();
  return (
    <label htmlFor={id} className={`flex min-h-11 items-center justify-between gap-4 ${disabled ? 'cursor-default' : 'cursor-pointer'}`}>
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </span>
        )}
      </span>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-[inherit] appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:opacity-60 dark:bg-slate-600 dark:peer-checked:bg-emerald-500 dark:peer-focus-visible:ring-offset-slate-900"
        />
        <span aria-hidden="true" className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5" />
      </span>
    </label>
  );
}
