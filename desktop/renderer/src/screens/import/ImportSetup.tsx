import { useId } from 'react';
import { DATE_FORMAT_LABELS, DATE_FORMATS, type DateFormat } from '@shared/import/date-formats';
import { dialCountries } from '../../lib/dial-codes';

interface Partner {
  id: string;
  name: string;
}

interface Props {
  dateFormat: DateFormat | null;
  onDateFormat(format: DateFormat): void;
  /** The country national phone numbers (`0171 …`) are read in. */
  phoneCountry: string;
  onPhoneCountry(country: string): void;
  /** The tree's partners (empty: the file's first partner becomes the root). */
  partners: readonly Partner[];
  parentId: string | null;
  onParent(id: string): void;
}

const select = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm touch:min-h-11 touch:text-base dark:border-slate-600 dark:bg-slate-900';

/** The file's date format (detected, changeable), the country of its national phone numbers and where its top partners go. */
export function ImportSetup({ dateFormat, onDateFormat, phoneCountry, onPhoneCountry, partners, parentId, onParent }: Props) {
  const hintId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <label className="block text-sm font-medium">
        Date format
        <select className={select} value={dateFormat ?? ''} onChange={(event) => onDateFormat(event.target.value as DateFormat)}>
          {dateFormat === null && <option value="">Not detected: choose one</option>}
          {DATE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {DATE_FORMAT_LABELS[format]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Country of phone numbers
        <select className={select} aria-describedby={hintId} value={phoneCountry} onChange={(event) => onPhoneCountry(event.target.value)}>
          {dialCountries().map((country) => (
            <option key={country.iso} value={country.iso}>
              {`${country.name} (${country.dialCode})`}
            </option>
          ))}
        </select>
        <span id={hintId} className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
          For numbers without a dial code, such as 0171 6715198
        </span>
      </label>
      {partners.length === 0 ? (
        <p className="self-end text-sm text-slate-700 dark:text-slate-300">The TeamTree is empty: the file&rsquo;s first partner without an upline becomes its root.</p>
      ) : (
        <label className="block text-sm font-medium">
          Import under
          <select className={select} value={parentId ?? ''} onChange={(event) => onParent(event.target.value)}>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
