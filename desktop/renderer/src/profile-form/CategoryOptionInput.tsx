import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySuggestionList } from './CategorySuggestionList';
import { useCategorySuggestions } from './use-category-suggestions';
import { comboboxAria } from '../components/combobox-aria';

interface Props {
  id: string;
  name: string;
  label: string;
  categoryName: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
  teamtreeId?: string;
}

/**
 * A category's option with the values other partners already carry: a short scrolling list
 * under the field while it has focus (arrow keys move, Enter takes, Escape closes).
 */
export function CategoryOptionInput({ id, name, label, categoryName, value, disabled, onChange, onBlur, teamtreeId }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const title = categoryName.trim();
  const options = useCategorySuggestions(title, value, open, teamtreeId);
  const showList = open && options.length > 0;

  function pick(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        placeholder={t('profileForm.optionPlaceholder')}
        disabled={disabled}
        {...comboboxAria(listId, showList, active >= 0 ? `${listId}-${active}` : undefined)}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
        className="input"
      />
      <CategorySuggestionList listId={listId} title={title} options={options} active={active} hidden={!showList} onPick={pick} />
    </div>
  );
}
