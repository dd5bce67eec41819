import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchDialCountries, type DialCountry } from '../lib/dial-codes';
import { DialCodeTrigger } from './DialCodeTrigger';
import { DialCountryList } from './DialCountryList';
import { useTranslation } from 'react-i18next';
import { comboboxAria } from './combobox-aria';

interface Props {
  value: DialCountry;
  onChange(country: DialCountry): void;
  /** Name of the hidden input carrying the dial code (the draft's `countryCode`). */
  name?: string;
  disabled?: boolean;
}

/** A searchable dial-code combobox (ARIA 1.2 pattern: input + listbox in a popover). */
export function DialCodePicker({ value, onChange, name = 'countryCode', disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const results = useMemo(() => searchDialCountries(query), [query]);

  function openWith(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      const index = searchDialCountries('').findIndex((c) => c.iso === value.iso);
      setActive(Math.max(0, index));
      requestAnimationFrame(() => listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' }));
    }
  }

  function choose(country: DialCountry) {
    onChange(country);
    setOpen(false);
  }

  function move(delta: number) {
    if (!results.length) return;
    const next = (active + delta + results.length) % results.length;
    setActive(next);
    document.getElementById(`${listId}-${results[next].iso}`)?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Home') move(-active);
    else if (event.key === 'End') move(results.length - 1 - active);
    else if (event.key === 'Enter') {
      if (results[active]) choose(results[active]);
    } else return;
    event.preventDefault();
  }

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <input type="hidden" name={name} value={value.dialCode} />
      <DialCodeTrigger value={value} disabled={disabled} />
      <Popover.Portal>
        <Popover.Content
          aria-label={t('components.chooseDialCode')}
          align="start"
          sideOffset={4}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <input
            autoFocus
            aria-label={t('components.searchDialCode')}
            {...comboboxAria(listId, true, results[active] ? `${listId}-${results[active].iso}` : undefined)}
            placeholder={t('components.searchDialCodePlaceholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="input mb-2"
          />
          <DialCountryList listRef={listRef} listId={listId} results={results} value={value} active={active} onActive={setActive} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
