import { BILL_STATUS_LABELS, BILL_STATUS_MEANINGS, DATED_BILL_STATUSES, type BillStatus } from '@shared/domain/bill-status';
import { TONE } from './tree/node-style';
import type { Palette } from './tree/palette';

const ORDER: Array<{ status: BillStatus; meaning: string }> = [...DATED_BILL_STATUSES, 'none' as const].map((status) => ({ status, meaning: BILL_STATUS_MEANINGS[status] }));

/** What the node colours mean in the Bill Date view, in the canvas's own colours. */
export function BillDateLegend({ palette }: { palette: Palette }) {
  return (
    <section aria-label="Bill date colours" className="absolute bottom-4 left-4 rounded-xl max-sm:bottom-2 max-sm:left-2 border border-slate-200 bg-white/90 px-3 py-2 text-xs shadow-sm backdrop-blur dark:border-slate-700 dark:bg-slate-900/90">
      <ul className="space-y-1">
        {ORDER.map(({ status, meaning }) => {
          const tone = palette.tones[TONE[status]];
          return (
            <li key={status} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm border" style={{ background: tone.fill, borderColor: tone.stroke }} />
              <span className="font-medium text-slate-800 dark:text-slate-100">{BILL_STATUS_LABELS[status]}</span>
              {/* On a phone the names alone, beside the overview map; the meanings stay for screen readers. */}
              <span className="text-slate-600 max-sm:sr-only dark:text-slate-400">{meaning}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
