import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { t as translate } from '../../i18n/i18n';
import { countText } from './tree-texts';

const PAGE = 100;

interface Props {
  profiles: readonly { id: string; name: string; parentName: string | null }[];
  /** Each partner's downline size (by profile index). */
  teamSizes?: Int32Array;
  /** The month's PV and rank said after the name while 'Show figures' is on (by profile index). */
  figures?: (i: number) => string;
  onSelect(id: string): void;
  /** The 'Show 500 more (1,234 left)' nodes of very wide teams on the canvas. */
  more?: readonly { label: string; onShow(): void }[];
}

const teamOf = (n: number | undefined) => (n ? translate('teamtree.list.team', { n: countText(n) }) : '');

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The profiles as a list for screen readers and the keyboard, paged so 50,000 cost nothing up
 * front. It is one Tab stop (arrow keys, Home and End move inside), hidden until it has focus,
 * then shown as a panel over the tree.
 */
export const ProfileA11yList = memo(function ProfileA11yList({ profiles, teamSizes, figures, onSelect, more = [] }: Props) {
  const [shown, setShown] = useState(PAGE);
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const visible = profiles.slice(0, shown);
  const current = Math.min(active, Math.max(visible.length - 1, 0));

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, visible.length - 1);
    setActive(next);
    list.current?.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div className="sr-only focus-within:not-sr-only focus-within:absolute focus-within:top-28 focus-within:left-3 focus-within:z-30 focus-within:max-h-72 focus-within:w-80 focus-within:overflow-auto focus-within:rounded-xl focus-within:border focus-within:border-slate-200 focus-within:bg-white focus-within:p-3 focus-within:shadow-xl dark:focus-within:border-slate-700 dark:focus-within:bg-slate-900">
      <h2 id="tree-profiles-heading" className="mb-1 text-sm font-semibold">
        {t('teamtree.list.heading', { n: countText(profiles.length) })}
      </h2>
      <ul ref={list} aria-labelledby="tree-profiles-heading" onKeyDown={onKeyDown} className="space-y-0.5">
        {visible.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              tabIndex={i === current ? 0 : -1}
              onFocus={() => setActive(i)}
              onClick={() => onSelect(p.id)}
              className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-slate-800"
            >
              {p.parentName ? t('teamtree.list.select', { name: p.name, upline: p.parentName }) : t('teamtree.list.selectRoot', { name: p.name })}
              {teamOf(teamSizes?.[i])}
              {figures?.(i)}
            </button>
          </li>
        ))}
      </ul>
      {more.map((node) => (
        <button key={node.label} type="button" onClick={node.onShow} className="mt-1 block text-sm underline">
          {node.label}
        </button>
      ))}
      {shown < profiles.length && (
        <button type="button" onClick={() => setShown((n) => n + PAGE)} className="mt-1 text-sm underline">
          {t('teamtree.list.showMore')}
        </button>
      )}
    </div>
  );
});
