import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { distinctLabels, type DistinctLabels } from '@shared/domain/distinct-names';
import { SearchIcon } from '../../components/Icons';
import { findPartners, searchTexts, type FindableProfile } from './find-partners';
import { MatchStepper } from './MatchStepper';
import { TreeSearchResults } from './TreeSearchResults';
import { useFindShortcut } from './useFindShortcut';
import { labelWords } from './tree-texts';
import { comboboxAria } from '../../components/combobox-aria';

const SHOWN = 8;

interface Props {
  profiles: ReadonlyArray<FindableProfile & { id: string; parentId: string | null; parentName: string | null }>;
  /** Select and centre profile i. */
  onPick(index: number): void;
}

const NO_TEXTS: readonly string[] = [];
const NO_LABELS: DistinctLabels = new Map();

/**
 * 'Find partner' (Ctrl/Cmd+F): name, phone and category values; a result list to pick from by
 * keyboard or pointer (a name several partners hold with what tells them apart), then 'n of m'
 * with previous and next through every match.
 */
export function TreeSearch({ profiles, onPick }: Props) {
  const listId = useId();
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState(-1);
  // The search texts are made when the field takes the focus and kept while it is in use (a query
  // stays for 'n of m'); otherwise a live change of the tree does not pay for them.
  const searching = open || query.trim() !== '';
  const texts = useMemo(() => (searching ? searchTexts(profiles) : NO_TEXTS), [profiles, searching]);
  const labels = useMemo(() => (searching ? distinctLabels(profiles, labelWords()) : NO_LABELS), [profiles, searching, i18n.language]);
  const matches = useMemo(() => findPartners(texts, query), [texts, query]);
  const shown = matches.slice(0, SHOWN);

  useFindShortcut(input);

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
    <div className="relative flex items-center gap-1 max-sm:w-full" role="search">
      <div className="relative max-sm:min-w-0 max-sm:flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={input}
          type="search"
          aria-label={t('teamtree.search.label')}
          placeholder={t('teamtree.search.placeholder')}
          {...comboboxAria(listId, showList, shown.length ? `${listId}-${active}` : undefined)}
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
          className="input h-9 w-52 py-1 pl-8 text-sm touch:h-11 touch:text-base max-sm:w-full"
        />
        <TreeSearchResults listId={listId} profiles={profiles} labels={labels} matches={matches} shownCount={SHOWN} active={active} hidden={!showList} onChoose={goTo} />
      </div>
      {query.trim() !== '' && matches.length > 0 && <MatchStepper position={position} count={matches.length} onGoTo={goTo} />}
    </div>
  );
}
