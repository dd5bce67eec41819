import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '../../components/Icons';
import { findPartners, searchTexts, type FindableProfile } from './find-partners';

const SHOWN = 8;

interface Props {
  profiles: ReadonlyArray<FindableProfile & { id: string; parentName: string | null }>;
  /** Select and centre profile i. */
  onPick(index: number): void;
}

/**
 * 'Find partner' (Ctrl/Cmd+F): name, phone and category values; a result list to pick from by
 * keyboard or pointer, then 'n of m' with previous and next through every match.
 */
export function TreeSearch({ profiles, onPick }: Props) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState(-1);
  const texts = useMemo(() => searchTexts(profiles), [profiles]);
  const matches = useMemo(() => findPartners(texts, query), [texts, query]);
  const shown = matches.slice(0, SHOWN);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  function goTo(at: number) {
    if (matches.length === 0) return;
    const next = (at + matches.length) % matches.length;
    setPosition(next);
    setOpen(false);
    onPick(matches[next]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (shown.length ? (a + (event.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && shown.length) goTo(active);
      else goTo(position + (event.shiftKey ? -1 : 1));
    } else if (event.key === 'Escape') {
      // The first Escape closes the list (a search field would clear itself), the second clears the query.
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  }

  const showList = open && query.trim() !== '';
  return (
    <div className="relative flex items-center gap-1" role="search">
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={input}
          type="search"
          aria-label="Find partner"
          placeholder="Find partner (Ctrl+F)"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && shown.length ? `${listId}-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
            setPosition(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="input h-9 w-52 py-1 pl-8 text-sm"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching partners"
          hidden={!showList}
          className="absolute top-full right-0 z-30 mt-1 max-h-72 w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {shown.map((i, n) => (
            <li
              key={profiles[i].id}
              id={`${listId}-${n}`}
              role="option"
              aria-selected={n === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => goTo(n)}
              className={`cursor-pointer px-3 py-1.5 ${n === active ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              <span className="block truncate font-medium">{profiles[i].name}</span>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{profiles[i].parentName ? `Upline ${profiles[i].parentName}` : 'Root'}</span>
            </li>
          ))}
          {matches.length === 0 && <li className="px-3 py-1.5 text-slate-600 dark:text-slate-400">No partner matches</li>}
          {matches.length > SHOWN && <li className="px-3 py-1.5 text-xs text-slate-600 dark:text-slate-400">{matches.length - SHOWN} more: use Enter to step through all</li>}
        </ul>
      </div>
      {query.trim() !== '' && matches.length > 0 && (
        <div className="flex items-center gap-1 text-sm">
          <button type="button" aria-label="Previous match" className="rounded px-1.5 py-1 hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => goTo(position - 1)}>
            ‹
          </button>
          <output aria-live="polite" className="tabular-nums whitespace-nowrap">
            {position >= 0 ? `${position + 1} of ${matches.length}` : `${matches.length} found`}
          </output>
          <button type="button" aria-label="Next match" className="rounded px-1.5 py-1 hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => goTo(position + 1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
