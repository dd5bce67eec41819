import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canChangeAnnouncement, canPostAnnouncement } from '@shared/domain/announcements';
import type { Announcement } from '@shared/schemas/announcement';
import type { TreeSummary } from '@shared/schemas/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Dialog';
import { PlusIcon } from '../../components/Icons';
import { errorMessage } from '../../api/errors';
import { useTreeAnnouncements } from '../../announcements/announcements-api';
import { useAnnouncementActions } from '../../announcements/use-announcement-actions';
import { useAuth } from '../../session/auth-store';
import { AnnouncementList } from './AnnouncementList';
import { NotificationChoice } from './NotificationChoice';
import { AnnouncementForm } from './AnnouncementForm';

/** Which dialog is open: a new announcement, or the change of one. */
type Editing = { kind: 'new' } | { kind: 'change'; item: Announcement } | null;

/**
 * One tree's announcements: pinned first then newest, 'Mark all read' while some are unread,
 * 'New announcement' for the owner and moderators, loading, empty and error states.
 */
export function TreeAnnouncements({ tree, opened }: { tree: TreeSummary; opened: string | null }) {
  const { t } = useTranslation();
  const me = useAuth((s) => s.me);
  const permission = tree.members[0]?.permission ?? null;
  const query = useTreeAnnouncements(tree.id);
  const actions = useAnnouncementActions(tree.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [marking, setMarking] = useState(false);
  const [markFailure, setMarkFailure] = useState<string | null>(null);
  const canPost = canPostAnnouncement(permission);

  const unread = query.data?.pages[0]?.unread ?? 0;
  const markAll = async () => {
    setMarking(true);
    setMarkFailure(null);
    try {
      await actions.markAllRead();
    } catch (error) {
      setMarkFailure(errorMessage(error));
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto min-w-0 break-words text-slate-600 dark:text-slate-400">
          {t('broadcast.intro', { tree: tree.name })}
          {unread > 0 && <span className="ml-2 font-semibold text-slate-900 dark:text-slate-100">{t('broadcast.unreadCount', { count: unread })}</span>}
        </p>
        {unread > 0 && (
          <Button variant="secondary" disabled={marking} onClick={() => void markAll()}>
            {t('broadcast.markAllRead')}
          </Button>
        )}
        {canPost && (
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <PlusIcon className="size-4" />
            {t('broadcast.newAnnouncement')}
          </Button>
        )}
      </div>
      {markFailure && <Alert>{markFailure}</Alert>}
      <NotificationChoice />
      <AnnouncementList
        query={query}
        empty={canPost ? t('broadcast.emptyManager') : t('broadcast.empty')}
        changeable={(item) => canChangeAnnouncement(permission, item.author?.id === me?.id)}
        opened={opened}
        onOpen={actions.markRead}
        onEdit={(chosen) => setEditing({ kind: 'change', item: chosen })}
        onDelete={actions.remove}
      />
      <Modal
        open={editing !== null}
        onRequestClose={() => setEditing(null)}
        title={editing?.kind === 'change' ? t('broadcast.editAnnouncement') : t('broadcast.newAnnouncement')}
        width="max-w-xl"
      >
        {editing && (
          <AnnouncementForm
            initial={editing.kind === 'change' ? { title: editing.item.title, body: editing.item.body, pinned: editing.item.pinned } : undefined}
            submitLabel={editing.kind === 'change' ? t('broadcast.save') : t('broadcast.post')}
            busyLabel={editing.kind === 'change' ? t('broadcast.saving') : t('broadcast.posting')}
            onSubmit={async (draft) => {
              if (editing.kind === 'change') await actions.change(editing.item, draft);
              else await actions.post(draft);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
