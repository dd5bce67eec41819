import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { distinctLabels } from '@shared/domain/distinct-names';
import { uplineChoice, type UplineProfile } from '@shared/domain/upline-choice';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Dialog';
import { useMovePartner } from './use-move-partner';
import { countText, labelWords, moveRefusalTexts } from '../tree-texts';
import { comboboxAria } from '../../../components/combobox-aria';

/** How many candidates the list shows at once (typing narrows it). */
const SHOWN = 50;

interface Props {
  teamtreeId: string;
  /** The partner to move, as the tree holds it now. */
  profile: ProfileAnswerShape;
  profiles: readonly UplineProfile[];
  onClose(): void;
}

/**
 * 'Change upline…': a searchable list of the partners the profile may move under, each with its
 * own upline (a name several partners hold reads 'Anna Krüger · under Max Weber'). The profile's downline is never offered (a cycle); typing the name of one says why.
 * Type, arrows and Enter choose; Escape cancels. The move is an update with `parentId` and the
 * version the user saw, through the outbox like every profile change.
 */
export function ChangeUplineDialog({ teamtreeId, profile, profiles, onClose }: Props) {
  const listId = useId();
  const { t, i18n } = useTranslation();
  const save = useMovePartner(teamtreeId);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const labels = useMemo(() => distinctLabels(profiles, labelWords()), [profiles, i18n.language]);
  const { candidates, refusal } = useMemo(() => uplineChoice(profiles, profile.id, query, labels, moveRefusalTexts()), [profiles, profile.id, query, labels]);
  const shown = candidates.slice(0, SHOWN);
  const { busy } = save;

  function choose(row: number) {
    const upline = shown[row];
    if (!upline || busy) return;
    save.move(profile, upline.id, onClose);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length) setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  }

  const title = t('teamtree.upline.title', { name: profile.name });
  return (
    <Modal open onRequestClose={onClose} title={title} description={t('teamtree.upline.description')} width="max-w-lg">
      <div className="flex flex-1 flex-col gap-3">
        <input
          type="text"
          aria-label={t('teamtree.upline.input')}
          placeholder={t('teamtree.upline.placeholder')}
          {...comboboxAria(listId, true, shown.length ? `${listId}-${active}` : undefined)}
          autoFocus
          value={query}
          disabled={busy}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="input w-full touch:h-11 touch:text-base"
        />
        <ul id={listId} role="listbox" aria-label={t('teamtree.upline.list')} className="max-h-80 flex-1 overflow-y-auto rounded-xl border border-slate-200 py-1 text-sm sm:flex-none dark:border-slate-700">
          {shown.map((c, n) => (
            <li
              key={c.id}
              id={`${listId}-${n}`}
              role="option"
              aria-selected={n === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(n)}
              className={`cursor-pointer px-3 py-1.5 touch:py-2.5 ${n === active ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              <span className="block truncate font-medium">{c.label}</span>
              {/* A label that tells a name apart says the upline already. */}
              {c.label === c.name && <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{c.uplineName ? t('teamtree.search.upline', { name: c.uplineName }) : t('teamtree.search.root')}</span>}
            </li>
          ))}
          {shown.length === 0 && !refusal && <li className="px-3 py-1.5 text-slate-600 dark:text-slate-400">{t('teamtree.search.noMatch')}</li>}
          {candidates.length > SHOWN && <li className="px-3 py-1.5 text-xs text-slate-600 dark:text-slate-400">{t('teamtree.upline.more', { n: countText(candidates.length - SHOWN) })}</li>}
        </ul>
        <p role="status" className="text-sm text-red-700 dark:text-red-400">
          {refusal ?? (save.error ? errorMessage(save.error) : '')}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
