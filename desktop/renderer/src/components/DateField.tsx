import { useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { DATE_MAX, DATE_MIN } from '@shared/domain/constants';
import { INVALID_DATE } from '../forms/messages';
import { TextField } from './Field';

interface Props {
  label: ReactNode;
  name: string;
  /** `YYYY-MM-DD`, or '' when empty (or while what is typed is no date). */
  value: string;
  onChange(value: string): void;
  /** Told whenever the typed text starts or stops being an impossible date (31.02., a year outside 1900-2100). */
  onInvalidChange(invalid: boolean): void;
  onBlur?(): void;
  required?: boolean;
  /** The form's own message (such as the required-field text), shown when the date itself is fine. */
  error?: ReactNode;
  /** A note under the field while it shows no error (why a required date is needed). */
  hint?: ReactNode;
}

/** Whether the date input shows something that is not a real date in range. */
function isImpossible(input: HTMLInputElement): boolean {
  return input.validity.badInput || input.validity.rangeUnderflow || input.validity.rangeOverflow;
}

/**
 * A calendar-date field (`YYYY-MM-DD` on the wire). The browser gives an impossible date such
 * as 02/31/1990 as an empty value; this field says 'Ungültiges Datum' instead of pretending
 * the field is empty, and tells the form, which must not save.
 */
export function DateField({ label, name, value, onChange, onInvalidChange, onBlur, required, error, hint }: Props) {
  const [invalid, setInvalid] = useState(false);

  function check(input: HTMLInputElement) {
    const next = isImpossible(input);
    if (next !== invalid) {
      setInvalid(next);
      onInvalidChange(next);
    }
  }

  return (
    <TextField
      label={label}
      name={name}
      type="date"
      required={required}
      min={DATE_MIN}
      max={DATE_MAX}
      value={value}
      onChange={(event) => {
        check(event.currentTarget);
        onChange(event.currentTarget.value);
      }}
      // Typing an impossible date fires no change (the value stays ''): input and blur catch it.
      onInput={(event: FormEvent<HTMLInputElement>) => check(event.currentTarget)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        check(event.currentTarget);
        onBlur?.();
      }}
      error={invalid ? INVALID_DATE : error}
      hint={hint}
    />
  );
}
