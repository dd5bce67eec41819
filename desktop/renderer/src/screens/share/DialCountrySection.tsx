import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { treeSettingsOf } from '@shared/schemas/teamtree';
import { changeTreeSettings, useTreeStatus } from '../../api/teamtree';
import { Button } from '../../components/Button';
import { dialCountries } from '../../lib/dial-codes';
import { treeSyncOf } from '../../realtime/tree-sync';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';
import { SectionHeading } from './SectionHeading';

/**
 * The tree's dial country, which its owner chooses: phones saved without a dial code are called
 * and messaged with its code (every member's links follow at once).
 */
export function DialCountrySection({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTreeStatus(teamtreeId);
  const current = status.data ? treeSettingsOf(status.data.teamtree).dialCountry : null;
  const [draft, setDraft] = useState<string | null>(null);
  const selectId = useId();
  const hintId = useId();
  const value = draft ?? current ?? treeSettingsOf(null).dialCountry;
  const unchanged = current === null || value === current;

  const { busy, error, saved, submit, edited } = useSectionSave(async () => {
    const answer = await changeTreeSettings(teamtreeId, { dialCountry: value });
    treeSyncOf(queryClient).treeSettingsChanged(teamtreeId, answer.teamtree.settings);
    setDraft(null);
  }, t('share.saveFailed'));

  return (
    <form onSubmit={(event) => (unchanged ? event.preventDefault() : void submit(event))} aria-labelledby="dial-country-heading" className="space-y-2">
      <SectionHeading id="dial-country-heading">{t('share.dial.heading')}</SectionHeading>
      <label htmlFor={selectId} className="label">
        {t('share.dial.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={selectId}
          name="dialCountry"
          aria-describedby={hintId}
          value={value}
          disabled={current === null}
          onChange={(e) => {
            setDraft(e.target.value);
            edited();
          }}
          className="input min-h-10 w-auto max-w-full flex-1"
        >
          {dialCountries().map((country) => (
            <option key={country.iso} value={country.iso}>
              {`${country.name} (${country.dialCode})`}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={busy || unchanged}>
          {t('share.dial.save')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('share.dial.hint')}
      </p>
      <SectionOutcome saved={saved} error={error} />
    </form>
  );
}
