import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '../components/Alert';

/** A labelled text area with its inline error, as the app's text fields have it. */
export function TextAreaField({ label, error, id, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div>
      <label htmlFor={areaId} className="label">
        {label}
      </label>
      <textarea id={areaId} rows={3} className="input min-h-20 resize-y" aria-invalid={error ? true : undefined} aria-describedby={error ? `${areaId}-error` : undefined} {...area} />
      <FieldError id={`${areaId}-error`}>{error}</FieldError>
    </div>
  );
}
