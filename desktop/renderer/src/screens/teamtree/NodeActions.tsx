import { useTranslation } from 'react-i18next';
import { EyeIcon, PlusIcon, TrashIcon } from '../../components/Icons';
import { usePreloadPartnerDialogs } from './partner/lazy-dialogs';
import { hiddenLabel } from './tree/fold-marks';

interface Props {
  name: string;
  /** The member may only read: the changing actions look unavailable (they explain why). Everyone may open the details (to call, for one). */
  readOnly: boolean;
  onView(): void;
  onEdit(): void;
  onDelete(): void;
  onAddChild(): void;
  /** 'Change upline…': only for members who may move the partner (never the root, never READ). */
  onChangeUpline?: () => void;
  /** The partner's team, when they have one: fold it away or open it. */
  team?: { hidden: number; collapsed: boolean; onToggle(): void };
}

/** The open team's sign (the button is named by its label). */
const MINUS = '−';

/** 36 px beside a mouse, 44 px on phones and touch screens. */
const button =
  'flex size-9 touch:size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-md hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

const unavailable = 'opacity-50';

/** The selected node's actions, shown just below it over the canvas. */
export function NodeActions({ name, readOnly, onView, onEdit, onDelete, onAddChild, onChangeUpline, team }: Props) {
  usePreloadPartnerDialogs();
  const muted = readOnly ? unavailable : '';
  const { t } = useTranslation();
  const hint = (action: string) => (readOnly ? t('teamtree.actions.readOnly', { action }) : action);
  return (
    <div role="toolbar" aria-label={t('teamtree.actions.label', { name })} className="flex gap-1.5">
      <button type="button" className={button} aria-label={t('teamtree.actions.detailsOf', { name })} title={t('teamtree.actions.details')} onClick={onView}>
        <EyeIcon className="size-4" />
      </button>
      <button type="button" className={`${button} ${muted}`} aria-label={t('teamtree.actions.editOf', { name })} title={hint(t('teamtree.actions.edit'))} onClick={onEdit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
        </svg>
      </button>
      <button type="button" className={`${button} hover:text-red-700 ${muted}`} aria-label={t('teamtree.actions.deleteOf', { name })} title={hint(t('teamtree.actions.delete'))} onClick={onDelete}>
        <TrashIcon className="size-4" />
      </button>
      <button type="button" className={`${button} ${muted}`} aria-label={t('teamtree.actions.addChildOf', { name })} title={hint(t('teamtree.actions.addChild'))} onClick={onAddChild}>
        <PlusIcon className="size-4" />
      </button>
      {onChangeUpline && (
        <button type="button" className={button} aria-label={t('teamtree.actions.changeUplineOf', { name })} title={t('teamtree.actions.changeUpline')} onClick={onChangeUpline}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 20v-6a4 4 0 0 1 4-4h8M14 6l4 4-4 4" />
          </svg>
        </button>
      )}
      {team && (
        <button
          type="button"
          className={`${button} w-auto min-w-9 touch:w-auto touch:min-w-11 px-2 text-sm font-semibold`}
          aria-label={team.collapsed ? t('teamtree.actions.expandTeamOf', { name, hidden: hiddenLabel(team.hidden) }) : t('teamtree.actions.collapseTeamOf', { name })}
          aria-expanded={!team.collapsed}
          title={team.collapsed ? t('teamtree.actions.expandTeam') : t('teamtree.actions.collapseTeam')}
          onClick={team.onToggle}
        >
          {team.collapsed ? hiddenLabel(team.hidden) : <span aria-hidden="true">{MINUS}</span>}
        </button>
      )}
    </div>
  );
}
