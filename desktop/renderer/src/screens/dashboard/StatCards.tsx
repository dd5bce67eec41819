import { useTranslation } from 'react-i18next';
import type { DatedBillStatus } from '@shared/domain/bill-status';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { Card } from '../../components/PageFrame';
import { activityStats, slicePath } from './dashboard-stats';

const SLICE_COLORS: Record<DatedBillStatus, string> = { safe: '#10b981', warning: '#f59e0b', danger: '#ef4444' };

/** A decorative rising line (aria-hidden): it carries no data. */
function Sparkline() {
  const points = [6, 10, 8, 14, 12, 18, 16, 22, 21, 27];
  const path = points.map((y, i) => `${i === 0 ? 'M' : 'L'} ${i * 12} ${32 - y}`).join(' ');
  return (
    <svg viewBox="0 0 108 34" aria-hidden="true" focusable="false" className="h-12 w-32 text-brand-600 dark:text-brand-500">
      <path d={`${path} L 108 34 L 0 34 Z`} fill="currentColor" opacity="0.12" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PartnersCard({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <Card className="flex items-center justify-between gap-4">
      <div>
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('dashboard.partners')}</h2>
        <p className="text-3xl font-semibold tabular-nums" data-testid="partners-total">
          {formatCount(total, currentLanguage())}
        </p>
      </div>
      <Sparkline />
    </Card>
  );
}

export function ActivityCard({ profiles, today }: { profiles: readonly { billDate: string | null }[]; today: string }) {
  const { t } = useTranslation();
  const slices = activityStats(profiles, today);
  const status = (key: DatedBillStatus) => t(`components.billStatus.${key}`);
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  const label = t('dashboard.activityLabel', { slices: slices.map((s) => t('dashboard.slice', { label: status(s.key), percent: s.percent })).join(', ') });
  let start = 0;
  return (
    <Card className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('dashboard.activity')}</h2>
        <ul className="mt-1 space-y-0.5 text-sm">
          {slices.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: SLICE_COLORS[s.key] }} />
              <span>{status(s.key)}</span>
              <span className="font-semibold tabular-nums">{t('dashboard.percent', { percent: s.percent })}</span>
            </li>
          ))}
        </ul>
      </div>
      <svg viewBox="0 0 100 100" role="img" aria-label={label} className="size-24 shrink-0">
        <circle cx="50" cy="50" r="40" className="fill-slate-200 dark:fill-slate-700" />
        {total > 0 &&
          slices.map((s) => {
            const share = s.count / total;
            const d = share > 0 ? slicePath(start, start + share) : '';
            start += share;
            return d ? <path key={s.key} d={d} fill={SLICE_COLORS[s.key]} className="stroke-white dark:stroke-slate-900" strokeWidth="1" /> : null;
          })}
      </svg>
    </Card>
  );
}
