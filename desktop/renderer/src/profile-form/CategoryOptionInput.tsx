import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { fetchCategorySuggestions } from '../api/profiles';

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

const SUGGEST_DELAY_MS = 200;

/** `value`, settled for a moment (the suggestions are read once typing pauses). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A category's option with the values other partners already carry: a short scrolling list
 * under the field while it has focus (arrow keys move, Enter takes, Escape closes).
 */
export function CategoryOptionInput({ id, name, label, categoryName, value, disabled, onChange, onBlur, teamtreeId }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const title = categoryName.trim();
  const query = useSettled(value.trim());
  const suggestions = useQuery({
    queryKey: ['category-suggestions', teamtreeId ?? null, title.toLowerCase(), query.toLowerCase()],
    queryFn: () => fetchCategorySuggestions(title, query, teamtreeId),
    enabled: open && title !== '',
    staleTime: 30_000,
  });
  const options = (suggestions.data ?? []).filter((option) => option !== value);
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
        placeholder="Gold"
        disabled={disabled}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={`Suggestions for ${title || 'this category'}`}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-32 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the field while choosing with the pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'}`}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
