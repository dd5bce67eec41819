import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FilterCheck, filterLabel } from './FilterCheck';
import { matchingUplines, type FilterOptions } from './filter-options';

interface Props {
  uplines: FilterOptions['uplines'];
  chosen: readonly string[];
  onToggle(id: string): void;
}

const firstUpline = (list: HTMLElement | null) => list?.querySelector<HTMLElement>('[role="menuitemcheckbox"]') ?? null;

/**
 * Typing in the search stays in the field (the menu would take letters as a jump to an item);
 * ArrowDown goes on to the first upline shown; Escape and Tab do what they do in the menu.
 */
function keepTyping(event: KeyboardEvent<HTMLInputElement>, list: HTMLElement | null) {
  if (event.key === 'Escape' || event.key === 'Tab') return;
  event.stopPropagation();
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    firstUpline(list)?.focus();
  }
}

/** ArrowUp on the first upline goes back to the search field. */
function backToSearch(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, search: HTMLInputElement | null) {
  if (event.key !== 'ArrowUp' || event.target !== firstUpline(list)) return;
  event.preventDefault();
  search?.focus();
}

/**
 * The Filter dropdown's Upline section: a search box (by the label, so 'weber' also finds the
 * Anna Krüger under Max Weber) over the uplines' checkboxes, each named by its label. The
 * search starts empty each time the menu opens (the menu's content is made anew).
 */
export function UplineFilter({ uplines, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => matchingUplines(uplines, query), [uplines, query]);
  const muted = 'px-2 py-1 text-sm text-slate-600 dark:text-slate-400';
  return (
    <>
      <DropdownMenu.Label className={filterLabel}>{t('controls.upline')}</DropdownMenu.Label>
      {uplines.length === 0 && <p className={muted}>{t('controls.noUplines')}</p>}
      {uplines.length > 0 && (
        // A menu holds items, not fields: the search field is the content of an item of its own.
        <div role="menuitem" tabIndex={-1} aria-label={t('controls.searchUplines')} className="px-1 pb-1">
          <input
            ref={search}
            type="search"
            aria-label={t('controls.searchUplines')}
            placeholder={t('controls.searchUplines')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => keepTyping(event, list.current)}
            className="input h-8 w-full py-1 text-sm touch:h-11 touch:text-base"
          />
        </div>
      )}
      {uplines.length > 0 && shown.length === 0 && <p className={muted}>{t('controls.noUplineMatches')}</p>}
      {/* A long upline list scrolls in its own box; the search box above narrows it. */}
      <DropdownMenu.Group ref={list} className="max-h-64 overflow-y-auto" aria-label={t('controls.uplines')} onKeyDown={(event) => backToSearch(event, list.current, search.current)}>
        {shown.map((upline) => (
          <FilterCheck key={upline.id} checked={chosen.includes(upline.id)} onToggle={() => onToggle(upline.id)}>
            {upline.label}
          </FilterCheck>
        ))}
      </DropdownMenu.Group>
    </>
  );
}
