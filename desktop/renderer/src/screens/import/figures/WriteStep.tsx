import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FiguresPlan } from '@shared/import/figures-rows';
import type { Figures } from '@shared/schemas/figures';
import { errorMessage } from '../../../api/errors';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { periodLabel } from '../../../figures/PeriodPicker';
import { formatCount } from '../../../i18n/formats';
import { currentLanguage } from '../../../i18n/i18n';

const count = (n: number) => formatCount(n, currentLanguage());

/** What one 'Write figures' sends, and how many rows of the file it leaves out for matching no partner. */
export interface WriteJob {
  period: string;
  rows: Figures[];
  unmatched: number;
}

export type FiguresWrite = UseMutationResult<{ written: number; unknown: string[] }, Error, WriteJob>;

/** 'Written: figures of 120 partners for November 2026.' with what was not written and the way to the tree. */
function FiguresWritten({ teamtreeId, job, written, unknown }: { teamtreeId: string; job: WriteJob; written: number; unknown: number }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      {t('figures.import.written', { count: written, number: count(written), month: periodLabel(job.period) })}
      {unknown > 0 && ` ${t('figures.import.notInTree', { count: unknown, number: count(unknown) })}`}
      {job.unmatched > 0 && ` ${t('figures.import.unmatchedNotWritten', { count: job.unmatched, number: count(job.unmatched) })}`}{' '}
      <Link className="font-semibold underline" to={`/teamtree?teamtreeId=${encodeURIComponent(teamtreeId)}`}>
        {t('importer.openTree')}
      </Link>
    </Alert>
  );
}

/** 'Write figures of N partners for <month>' (nothing to write: says so), then the report of the write. */
export function WriteStep({ teamtreeId, period, plan, write }: { teamtreeId: string; period: string; plan: FiguresPlan | null; write: FiguresWrite }) {
  const { t } = useTranslation();
  if (write.data && write.variables) return <FiguresWritten teamtreeId={teamtreeId} job={write.variables} written={write.data.written} unknown={write.data.unknown.length} />;
  return (
    <>
      {write.error && <Alert>{errorMessage(write.error)}</Alert>}
      {plan &&
        (plan.rows.length === 0 ? (
          <p role="status" className="text-sm">
            {t('figures.import.nothingToWrite', { month: periodLabel(period) })}
          </p>
        ) : (
          <Button disabled={write.isPending} onClick={() => write.mutate({ period, rows: plan.rows, unmatched: plan.unmatched.length })}>
            {write.isPending ? t('figures.import.writing') : t('figures.import.write', { count: plan.rows.length, number: count(plan.rows.length), month: periodLabel(period) })}
          </Button>
        ))}
    </>
  );
}
