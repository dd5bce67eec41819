import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { PROFILE_NAME_MAX } from '@shared/schemas/profile';
import { renameTree } from '../../api/teamtree';
import { Button } from '../../components/Button';
import { treeSyncOf } from '../../realtime/tree-sync';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';
import { SectionHeading } from './SectionHeading';

/** The tree's name, which its owner and moderators can change (every member sees the new one live). */
export function TreeNameSection({ teamtreeId, name }: { teamtreeId: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(name);
  const unchanged = draft.trim() === name || !draft.trim();

  const { busy, error, saved, submit } = useSectionSave(async () => {
    const answer = await renameTree(teamtreeId, draft.trim());
    treeSyncOf(queryClient).treeRenamed(teamtreeId, answer.teamtree.name);
    setDraft(answer.teamtree.name);
  }, t('share.name.failed'));

  return (
    <form onSubmit={(event) => (unchanged ? event.preventDefault() : void submit(event))} aria-labelledby="tree-name-heading" className="space-y-2">
      <SectionHeading id="tree-name-heading">{t('share.name.heading')}</SectionHeading>
      <div className="flex gap-2">
        <label htmlFor="tree-name" className="sr-only">
          {t('share.name.label')}
        </label>
        <input id="tree-name" name="treeName" value={draft} maxLength={PROFILE_NAME_MAX} onChange={(e) => setDraft(e.target.value)} className="input" />
        <Button type="submit" variant="secondary" disabled={busy || unchanged}>
          {t('share.name.rename')}
        </Button>
      </div>
      <SectionOutcome saved={saved} error={error} savedText={t('share.name.renamed')} />
    </form>
  );
}
