import { useId, type ReactNode } from 'react';
import { PHONE_MAX_DIGITS } from '../../../../shared/domain/constants';
import type { DialCountry } from '../lib/dial-codes';
import { FieldError } from './Alert';
import { DialCodePicker } from './DialCodePicker';

interface Props {
  label?: ReactNode;
  country: DialCountry;
  onCountryChange(country: DialCountry): void;
  /** The national number, digits only. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: ReactNode;
  required?: boolean;
  name?: string;
}

/** Dial-code combobox plus the national number: digits only, at most 15 digits in all. */
export function PhoneField({ label = 'Phone', country, onCountryChange, value, onChange, onBlur, error, required, name = 'phone' }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const maxNational = PHONE_MAX_DIGITS - (country.dialCode.length - 1);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex gap-2">
        <DialCodePicker value={country} onChange={onCountryChange} />
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required={required}
          aria-required={required || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, maxNational))}
          onBlur={onBlur}
          placeholder="15112345678"
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
