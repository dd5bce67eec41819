import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverProblemsOf, type RankField } from '@shared/domain/rank-plan-input';
import { RANK_PLAN_MAX } from '@shared/schemas/figures';
import { ApiError } from '../../api/errors';
import { useTreeStatus } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { saveRankPlan } from '../../figures/figures-api';
import { currentLanguage } from '../../i18n/i18n';
import { treeSyncOf } from '../../realtime/tree-sync';
import { problemText } from './rank-plan/problem-text';
import { RankRow } from './rank-plan/RankRow';
import { RANK_FIELDS, useRankPlanEditor } from './rank-plan/use-rank-plan-editor';
import { SectionHeading } from './SectionHeading';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';

type FieldTexts = Partial<Record<RankField, string>>;

/**
 * The company's ranks, lowest first, which the tree's owner describes once (issue 38 item 5;
 * docs/figures.md "Rank plan in the app"): each rank's name, minimum PV, minimum team volume and
 * the largest share one leg may count for. Numbers are typed as the language shown writes them;
 * nothing is sent while a field is wrong, and what was typed stays after a failed save.
 */
export function RankPlanSection({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const status = useTreeStatus(teamtreeId);
  const plan = status.data ? (status.data.teamtree.rankPlan ?? null) : undefined;
  /** Problems show from the first refused save on, always for the plan as it is now. */
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<FieldTexts[]>([]);
  const editor = useRankPlanEditor(plan, language, () => {
    setServerFields([]);
    edited();
  });
  const { rows, reading } = editor;

  const { busy, error, saved, submit, edited } = useSectionSave(async () => {
    if (!reading.ok) return;
    try {
      await saveRankPlan(teamtreeId, reading.ranks);
    } catch (err) {
      // The draft stays as typed; the server's word on each field stands beside it.
      if (err instanceof ApiError) setServerFields(serverProblemsOf(err.body?.fields, rows.length));
      throw err;
    }
    // The read brings the saved plan; the draft (the same plan, as typed) stays shown meanwhile.
    editor.saved();
    treeSyncOf(queryClient).catchUp(teamtreeId);
  }, t('share.saveFailed'));

  function onSubmit(event: FormEvent) {
    if (!editor.unchanged && !busy && reading.ok) return void submit(event);
    event.preventDefault();
    if (editor.unchanged || busy) return;
    // Nothing is sent: each wrong field says why, and the first one takes the focus.
    setTried(true);
    edited();
    editor.focusFirstProblem();
  }

  const errorsOf = (index: number): FieldTexts => {
    const shown: FieldTexts = { ...serverFields[index] };
    const problems = !reading.ok && tried ? reading.problems[index] : {};
    for (const field of RANK_FIELDS) {
      const problem = problems[field];
      if (problem) shown[field] = problemText(t, problem, language);
    }
    return shown;
  };
  const refused = tried && !reading.ok;
  const headingId = `${editor.base}-heading`;

  return (
    <form onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-2" noValidate>
      <SectionHeading id={headingId}>{t('figures.rankPlan.heading')}</SectionHeading>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('figures.rankPlan.text')}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.rankPlan.none')}</p>
      ) : (
        <ol aria-label={t('figures.rankPlan.ranks')} className="space-y-2">
          {rows.map((row, index) => (
            <RankRow
              key={row.key}
              base={editor.base}
              rowKey={row.key}
              place={index + 1}
              count={rows.length}
              draft={row}
              errors={errorsOf(index)}
              onChange={(field, value) => editor.setField(index, field, value)}
              onMove={(step) => editor.move(index, step)}
              onRemove={() => editor.remove(index)}
            />
          ))}
        </ol>
      )}
      {refused && <Alert>{reading.tooMany ? t('figures.rankPlan.tooMany', { max: RANK_PLAN_MAX }) : t('figures.rankPlan.fixFirst')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button id={editor.addId} variant="secondary" onClick={editor.add} disabled={plan === undefined || rows.length >= RANK_PLAN_MAX}>
          {t('figures.rankPlan.add')}
        </Button>
        <Button type="submit" variant="secondary" disabled={busy || editor.unchanged}>
          {t('figures.rankPlan.save')}
        </Button>
      </div>
      <SectionOutcome saved={saved} error={error} savedText={t('figures.rankPlan.saved')} />
    </form>
  );
}
