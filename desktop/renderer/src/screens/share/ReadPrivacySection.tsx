import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { normalisePrivacy, READ_PRIVACY_CHOICES, type ReadPrivacyChoice } from '@shared/domain/read-privacy';
import { treePrivacyOf } from '@shared/schemas/tree-privacy';
import { changeTreePrivacy, useTreeStatus } from '../../api/teamtree';
import { Button } from '../../components/Button';
import { treeSyncOf } from '../../realtime/tree-sync';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';
import { SectionHeading } from './SectionHeading';

/**
 * What READ members see, which the tree's owner chooses (docs/privacy.md "What READ members see"):
 * a field left unticked reaches READ members nowhere, and their screens say 'Hidden by the owner'.
 * Every choice `hideFromRead` may hold is a box here, so a save never drops one (notes and calls
 * are hidden on new trees until the owner ticks them).
 */
export function ReadPrivacySection({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTreeStatus(teamtreeId);
  const current = status.data ? normalisePrivacy(treePrivacyOf(status.data.teamtree).hideFromRead) : null;
  const [draft, setDraft] = useState<ReadPrivacyChoice[] | null>(null);
  const hidden = draft ?? current ?? [];
  const unchanged = current === null || hidden.join(',') === current.join(',');

  const { busy, error, saved, submit, edited } = useSectionSave(async () => {
    await changeTreePrivacy(teamtreeId, hidden);
    // The owner's own profiles stay as they are; the read brings the new setting.
    treeSyncOf(queryClient).catchUp(teamtreeId);
    setDraft(null);
  }, t('share.saveFailed'));

  const toggle = (field: ReadPrivacyChoice, seen: boolean) => {
    setDraft(normalisePrivacy(seen ? hidden.filter((f) => f !== field) : [...hidden, field]));
    edited();
  };

  return (
    <form onSubmit={(event) => (unchanged ? event.preventDefault() : void submit(event))} aria-labelledby="read-privacy-heading" className="space-y-2">
      <SectionHeading id="read-privacy-heading">{t('share.privacy.heading')}</SectionHeading>
      <fieldset className="space-y-1" disabled={current === null}>
        <legend className="sr-only">{t('share.privacy.heading')}</legend>
        {READ_PRIVACY_CHOICES.map((field) => (
          <label key={field} className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" className="size-5" checked={!hidden.includes(field)} onChange={(e) => toggle(field, e.target.checked)} />
            {t(`share.privacy.${field}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={busy || unchanged}>
        {t('share.privacy.save')}
      </Button>
      <SectionOutcome saved={saved} error={error} />
    </form>
  );
}
