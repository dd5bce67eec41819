import { type BillStatus } from '@shared/domain/bill-status';
import { useTranslation } from 'react-i18next';

/** Green / amber / red / grey tones of the bill status (spec section 4). */
export const BILL_STATUS_TONES: Record<BillStatus, string> = {
  safe: 'bg-emerald-100 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-200 dark:ring-emerald-400/30',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/50 dark:text-amber-200 dark:ring-amber-400/30',
  danger: 'bg-red-100 text-red-800 ring-red-600/30 dark:bg-red-900/50 dark:text-red-200 dark:ring-red-400/30',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${BILL_STATUS_TONES[status]}`}>
      {t(`components.billStatus.${status}`)}
    </span>
  );
}
