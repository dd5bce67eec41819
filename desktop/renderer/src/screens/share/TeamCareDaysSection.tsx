import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_CARE_MAX_DAYS, TEAM_CARE_MIN_DAYS } from '@shared/domain/team-care';
import { treeSettingsOf } from '@shared/schemas/teamtree';
import { changeTreeSettings, useTreeStatus } from '../../api/teamtree';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { treeSyncOf } from '../../realtime/tree-sync';
import { SectionHeading } from './SectionHeading';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';

const inRange = (days: number) => Number.isInteger(days) && days >= TEAM_CARE_MIN_DAYS && days <= TEAM_CARE_MAX_DAYS;

/** Team care's days without contact (docs/follow-ups.md "Team care"), which the tree's owner chooses. */
export function TeamCareDaysSection({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTreeStatus(teamtreeId);
  const settings = status.data ? treeSettingsOf(status.data.teamtree) : null;
  const current = settings ? String(settings.teamCareDays ?? treeSettingsOf(null).teamCareDays) : null;
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? current ?? '';
  const days = Number(value);
  const unchanged = current === null || value === current || !inRange(days);

  const { busy, error, saved, submit, edited } = useSectionSave(async () => {
    const answer = await changeTreeSettings(teamtreeId, { dialCountry: settings!.dialCountry, teamCareDays: days });
    treeSyncOf(queryClient).treeSettingsChanged(teamtreeId, answer.teamtree.settings);
    setDraft(null);
  }, t('share.saveFailed'));

  return (
    <form onSubmit={(event) => (unchanged ? event.preventDefault() : void submit(event))} aria-labelledby="team-care-heading" className="space-y-2">
      <SectionHeading id="team-care-heading">{t('share.teamCare.heading')}</SectionHeading>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('share.teamCare.label')}
          hint={t('share.teamCare.hint')}
          type="number"
          inputMode="numeric"
          min={TEAM_CARE_MIN_DAYS}
          max={TEAM_CARE_MAX_DAYS}
          value={value}
          disabled={current === null}
          className="min-w-0 flex-1"
          onChange={(e) => {
            setDraft(e.target.value);
            edited();
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy || unchanged}>
          {t('share.teamCare.save')}
        </Button>
      </div>
      <SectionOutcome saved={saved} error={error} />
    </form>
  );
}
