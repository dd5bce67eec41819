import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/Alert';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** How many characters count (the title's trimmed length), and how many may. */
  count: number;
  max: number;
  error?: string;
  hint?: string;
  multiline?: boolean;
}

const small = 'mt-1 text-xs text-slate-600 dark:text-slate-400';

/** A labelled text field with its character count, or its error in place of the count. */
export function CountedField({ id, name, label, value, onChange, count, max, error, hint, multiline = false }: Props) {
  const { t } = useTranslation();
  const described = [error ? `${id}-error` : `${id}-count`, hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = { id, name, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} className="input min-h-32 resize-y" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} className="input" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={small}>
          {hint}
        </p>
      )}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-count`} className={small}>
          {t('broadcast.characters', { count, max })}
        </p>
      )}
    </div>
  );
}
