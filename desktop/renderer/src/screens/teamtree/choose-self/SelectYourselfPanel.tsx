import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '@shared/domain/distinct-names';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { keys, linkProfile } from '../../../api/teamtree';
import { treeSyncOf } from '../../../realtime/tree-sync';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useBusyAction } from '../../../lib/use-busy-action';
import { matchingChoices } from './self-choice';
import type { TreeSelfChoice } from './useSelfChoice';

interface Props {
  teamtreeId: string;
  choice: TreeSelfChoice;
}

/**
 * 'Select yourself!' (Join Tree): a member without a linked profile picks their own among the
 * profiles no other member has linked (a name several partners hold with what tells them apart). While the tree waits for the choice the panel takes the
 * focus and offers no way to close it; the choice itself is what opens the tree.
 */
export function SelectYourselfPanel({ teamtreeId, choice }: Props) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { busy, error, setError, run } = useBusyAction(t('teamtree.choose.linkFailed'));
  const { free, known, blocking, labels } = choice;
  const shown = useMemo(() => matchingChoices(free, labels, query), [free, labels, query]);

  useEffect(() => {
    if (blocking) searchRef.current?.focus();
  }, [blocking]);

  async function join() {
    if (!selected) {
      setError(t('teamtree.choose.selectFirst'));
      return;
    }
    await run(async () => {
      await linkProfile(teamtreeId, selected);
      // Applied to the held tree like the `membership-updated` event that follows.
      const own = queryClient.getQueryData<StatusTreeAnswer>(keys.tree(teamtreeId))?.userMembership;
      if (own) treeSyncOf(queryClient).membershipChanged(teamtreeId, { ...own, linkedProfileId: selected });
    });
  }

  return (
    <aside aria-labelledby="select-yourself" className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white p-4 max-sm:max-h-[55%] max-sm:w-full max-sm:border-t max-sm:border-l-0 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="select-yourself" className="text-lg font-semibold">
        {t('teamtree.choose.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">{t('teamtree.choose.text')}</p>
      <label htmlFor="select-yourself-search" className="label">
        {t('teamtree.choose.search')}
      </label>
      <input ref={searchRef} id="select-yourself-search" name="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="input mb-3" />
      {known && shown.length === 0 && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{query.trim() ? t('teamtree.choose.noMatch') : t('teamtree.choose.allLinked')}</p>
      )}
      <div role="radiogroup" aria-label={t('teamtree.choose.yourProfile')} className="min-h-0 flex-1 space-y-1 overflow-y-auto">
        {shown.map((p) => (
          <label key={p.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 touch:min-h-11 dark:hover:bg-slate-800">
            <input type="radio" name="linkedProfileId" value={p.id} checked={selected === p.id} onChange={() => setSelected(p.id)} className="accent-brand-700" />
            {labelOf(labels, p)}
          </label>
        ))}
      </div>
      {error && <Alert className="mt-3">{error}</Alert>}
      <Button className="mt-3 w-full" onClick={join} disabled={busy}>
        {t('teamtree.choose.join')}
      </Button>
    </aside>
  );
}
