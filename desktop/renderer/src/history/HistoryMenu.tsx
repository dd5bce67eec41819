import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { exportMenuItem } from '../export/ExportMenu';
import { toolbarControl } from '../screens/teamtree/toolbar-control';

/** What the tree page offers about its history: the activity, and for the owner and moderators the trash. */
export interface HistoryActions {
  onActivity(): void;
  /** 'Recently deleted': only for the owner and moderators. */
  onTrash?(): void;
}

/** The 'History' menu of the wide tree toolbar ('Activity', 'Recently deleted'). */
export function HistoryMenu({ onActivity, onTrash }: HistoryActions) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={toolbarControl}>{t('history.menu')}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <HistoryMenuItems onActivity={onActivity} onTrash={onTrash} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The entries themselves, also in the phone's 'Tree tools' menu. */
export function HistoryMenuItems({ onActivity, onTrash }: HistoryActions) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Item className={exportMenuItem} onSelect={onActivity}>
        {t('history.activity')}
      </DropdownMenu.Item>
      {onTrash && (
        <DropdownMenu.Item className={exportMenuItem} onSelect={onTrash}>
          {t('history.recentlyDeleted')}
        </DropdownMenu.Item>
      )}
    </>
  );
}
