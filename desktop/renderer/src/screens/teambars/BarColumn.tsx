import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BILL_STATUS_TONES } from '../../components/BillStatusBadge';
import { useListWindow } from '../../components/use-list-window';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import type { ViewMode } from '../../stores/view-store';
import type { Bar, BarProfile } from './grouping';
import { ProfileCard } from './ProfileCard';
import type { CardFigures } from './use-card-figures';

/** A bar's profile: what grouping reads and what a card shows. */
export type BarCardProfile = BarProfile & { phone: string };

/** A card's height before it is measured (px), and the space between cards. */
const CARD_ESTIMATE = 86;
const CARD_GAP = 8;
/** Bars of up to this many cards render whole; longer ones keep only the cards in view. */
const CARDS_WINDOW_FROM = 50;

interface Props {
  bar: Bar<BarCardProfile>;
  viewMode: ViewMode;
  today: string;
  teamtreeId: string | null;
  figures?: CardFigures;
  /** The bar's place among all bars (0-based) and their number: the row may hold only a window of them. */
  index: number;
  setSize: number;
}

/**
 * One bar: its title and count, and its cards in a box that scrolls on its own, so a bar of
 * 50,000 keeps a few dozen cards in the page. Each card says its place (`aria-posinset` of
 * `aria-setsize`), as the list in the page is only a window of the bar.
 */
export function BarColumn({ bar, viewMode, today, teamtreeId, figures, index: barIndex, setSize }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLUListElement>(null);
  const count = bar.profiles.length;
  const view = useListWindow({ count, scroller, estimate: CARD_ESTIMATE, gap: CARD_GAP, windowFrom: CARDS_WINDOW_FROM });
  return (
    <section role="listitem" aria-posinset={barIndex + 1} aria-setsize={setSize} aria-labelledby={`bar-${bar.key}`} className="flex w-64 shrink-0 snap-start flex-col rounded-xl bg-slate-100 p-3 dark:bg-slate-800/60">
      <h2 id={`bar-${bar.key}`} className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <span className="truncate" title={bar.title}>
          {bar.status ? <span className={`rounded-full px-2 py-0.5 ${BILL_STATUS_TONES[bar.status]}`}>{bar.title}</span> : bar.title}
        </span>
        <span className="rounded-full bg-white px-2 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {formatCount(count, currentLanguage())}
          <span className="sr-only">{t('teambars.profiles')}</span>
        </span>
      </h2>
      <ul ref={scroller} className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto" aria-label={bar.title}>
        {view.before > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: view.before }} />}
        {view.indexes.map((index) => {
          const p = bar.profiles[index];
          return <ProfileCard key={p.id} profile={p} viewMode={viewMode} today={today} teamtreeId={teamtreeId} figures={figures} index={index} setSize={count} measure={view.measure} />;
        })}
        {view.after > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: view.after }} />}
      </ul>
    </section>
  );
}
