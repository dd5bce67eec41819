import { useTranslation } from 'react-i18next';
import { DATED_BILL_STATUSES, type BillStatus } from '@shared/domain/bill-status';
import { BILL_WARNING_DAYS } from '@shared/domain/constants';
import { TONE } from './tree/node-style';
import type { Palette } from './tree/palette';

/** The statuses with a date first, then 'No Bill'; named `components.billStatus.<status>`, their meaning `teamtree.legend.<status>`. */
const ORDER: readonly BillStatus[] = [...DATED_BILL_STATUSES, 'none'];

/** What the node colours mean in the Bill Date view, in the canvas's own colours. */
export function BillDateLegend({ palette }: { palette: Palette }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('teamtree.legend.label')} className="absolute bottom-4 left-4 rounded-xl max-sm:bottom-2 max-sm:left-2 border border-slate-200 bg-white/90 px-3 py-2 text-xs shadow-sm backdrop-blur dark:border-slate-700 dark:bg-slate-900/90">
      <ul className="space-y-1">
        {ORDER.map((status) => {
          const tone = palette.tones[TONE[status]];
          return (
            <li key={status} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm border" style={{ background: tone.fill, borderColor: tone.stroke }} />
              <span className="font-medium text-slate-800 dark:text-slate-100">{t(`components.billStatus.${status}`)}</span>
              {/* On a phone the names alone, beside the overview map; the meanings stay for screen readers. */}
              <span className="text-slate-600 max-sm:sr-only dark:text-slate-400">{t(`teamtree.legend.${status}`, { days: BILL_WARNING_DAYS })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
