import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderChoices } from '@shared/domain/category-order';

interface Props {
  id: string;
  name: string;
  label: string;
  /** The category's values in their declared order. */
  order: readonly string[];
  value: string;
  onChange(value: string): void;
}

/**
 * The option of an ordered category (docs/profiles.md "Ordered categories"): a choice list of the
 * declared values, so a typo cannot make a new one. A value the partner holds that the order does
 * not list stays chosen and kept, marked, until another is chosen; 'No value' removes it.
 */
export function CategoryChoiceInput({ id, name, label, order, value, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const { choices, selected } = orderChoices(order, value);
  const outside = choices.find((choice) => choice.outside);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <select id={id} name={name} value={selected} onChange={(event) => onChange(event.target.value)} aria-describedby={outside ? hintId : undefined} className="input">
        <option value="">{t('profileForm.noValue')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.outside ? t('profileForm.notInList', { value: choice.value }) : choice.value}
          </option>
        ))}
      </select>
      {outside && (
        <p id={hintId} className="mt-1 text-xs text-amber-800 dark:text-amber-200">
          {t('profileForm.outsideOrder', { value: outside.value })}
        </p>
      )}
    </div>
  );
}
