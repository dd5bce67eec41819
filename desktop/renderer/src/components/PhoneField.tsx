import { useId, type ReactNode, type Ref } from 'react';
import { PHONE_MAX_DIGITS } from '@shared/domain/constants';
import type { DialCountry } from '../lib/dial-codes';
import { readPhoneInput } from '../lib/phone-input';
import { FieldError } from './Alert';
import { DialCodePicker } from './DialCodePicker';
import { useTranslation } from 'react-i18next';

interface Props {
  label?: ReactNode;
  country: DialCountry;
  /** The national number, digits only. */
  value: string;
  /** One change of the number, its country, or both (a pasted international number). */
  onChange(national: string, country: DialCountry): void;
  onBlur?(): void;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** The number input (a form focuses it when the number is wrong). */
  ref?: Ref<HTMLInputElement>;
}

const maxNationalDigits = (country: DialCountry) => PHONE_MAX_DIGITS - (country.dialCode.length - 1);

/**
 * Dial-code combobox plus the national number: digits only, at most 15 digits in all. A number
 * pasted or typed in international form (`+1 555…`, `0049…`) picks its country.
 */
export function PhoneField({ label, country, value, onChange, onBlur, error, required, name = 'phone', ref }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;

  function input(text: string) {
    const read = readPhoneInput(text, country);
    onChange(read.national.slice(0, maxNationalDigits(read.country)), read.country);
  }

  return (
    <div>
      <label htmlFor={id} className="label">
        {label ?? t('components.phone')}
      </label>
      <div className="flex gap-2">
        <DialCodePicker value={country} onChange={(next) => onChange(value.slice(0, maxNationalDigits(next)), next)} />
        <input
          ref={ref}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          aria-required={required || undefined}
          value={value}
          onChange={(e) => input(e.target.value)}
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
