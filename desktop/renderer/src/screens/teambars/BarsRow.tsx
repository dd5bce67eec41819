import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListWindow } from '../../components/use-list-window';
import type { ViewMode } from '../../stores/view-store';
import { BarColumn, type BarCardProfile } from './BarColumn';
import type { Bar } from './grouping';
import type { CardFigures } from './use-card-figures';

/** A bar's width (w-64) and the gap between bars (gap-4), px. */
const BAR_WIDTH = 256;
const BAR_GAP = 16;
/** Up to this many bars render whole; more (a bar per upline of a large tree) keep only those in view. */
const BARS_WINDOW_FROM = 60;

interface Props {
  bars: Bar<BarCardProfile>[];
  viewMode: ViewMode;
  today: string;
  teamtreeId: string | null;
  /** The month's figures on the cards (none without figures). */
  figures?: CardFigures;
}

/**
 * The bars side by side, scrolling sideways inside their own box (never the page; a swipe at its
 * end does not go back in history); on a phone each swipe stops at a bar. A long row keeps only
 * the bars in view.
 */
export function BarsRow({ bars, viewMode, today, teamtreeId, figures }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const view = useListWindow({ count: bars.length, scroller, estimate: BAR_WIDTH, gap: BAR_GAP, horizontal: true, windowFrom: BARS_WINDOW_FROM, overscan: 2 });
  return (
    // `relative`: the bars' visually hidden texts are positioned; this box must contain them, or
    // they stretch the whole document to the last bar's width.
    <div ref={scroller} className="relative flex items-start gap-4 overflow-x-auto overscroll-x-contain pb-2 max-sm:snap-x max-sm:snap-mandatory" role="list" aria-label={t('teambars.bars')}>
      {view.before > 0 && <div aria-hidden="true" className="shrink-0" style={{ width: view.before }} />}
      {view.indexes.map((index) => (
        <BarColumn key={bars[index].key} bar={bars[index]} viewMode={viewMode} today={today} teamtreeId={teamtreeId} figures={figures} index={index} setSize={bars.length} />
      ))}
      {view.after > 0 && <div aria-hidden="true" className="shrink-0" style={{ width: view.after }} />}
    </div>
  );
}
