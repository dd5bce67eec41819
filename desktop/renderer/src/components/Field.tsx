import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './Alert';
import { EyeIcon, EyeOffIcon } from './Icons';
import { useTranslation } from 'react-i18next';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input with its inline error (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, id, className = '', ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const shownHint = hint && !error;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input id={inputId} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : shownHint ? hintId : undefined} {...input} />
      {shownHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: ReactNode;
  options: readonly string[];
  /** What an option reads (its value by default: the value sent stays as it is). */
  optionLabel?(option: string): string;
  placeholder?: string;
}

/** A labelled native select. */
export function SelectField({ label, error, options, optionLabel = (option) => option, placeholder, id, className = '', ...select }: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="label">
        {label}
      </label>
      <select id={selectId} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, id, className = '', ...input }: FieldProps) {
  const { t } = useTranslation();
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="input pr-11"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('components.hidePassword') : t('components.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center touch:w-11 justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function CheckboxField({ label, id, className = '', ...input }: Omit<FieldProps, 'type'>) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={inputId} type="checkbox" className="size-4 rounded border-slate-400 accent-brand-700" {...input} />
      <label htmlFor={inputId} className="text-sm text-slate-700 touch:flex touch:min-h-11 touch:items-center dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
