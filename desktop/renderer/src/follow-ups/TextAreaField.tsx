import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '../components/Alert';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
  /** Shown right under the text area (the @mention list). */
  below?: ReactNode;
};

/** A labelled text area with its inline error, as the app's text fields have it. */
export function TextAreaField({ label, error, id, below, ...area }: Props) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className="relative">
      <label htmlFor={areaId} className="label">
        {label}
      </label>
      <textarea id={areaId} rows={3} className="input min-h-20 resize-y" aria-invalid={error ? true : undefined} aria-describedby={error ? `${areaId}-error` : undefined} {...area} />
      {below}
      <FieldError id={`${areaId}-error`}>{error}</FieldError>
    </div>
  );
}
