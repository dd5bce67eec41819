import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { TextField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { PageFrame } from '../../components/PageFrame';
import { confirmQuestion } from './labels';
import { useDebouncedValue } from './use-debounced-value';
import { UsersPager } from './UsersPager';
import { UsersTable } from './UsersTable';
import { useUserChange } from './use-user-change';

/** Operators (ADMIN, MODERATOR): find users, see plan, role, created date and trees; ADMIN changes plan and role. */
export function AdminPage() {
  const { t } = useTranslation();
  const me = useAuth((s) => s.me);
  const editable = me?.role === 'ADMIN';
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  // The page belongs to the query it was chosen for: a new search starts at page 1.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const users = useAdminUsers(query, page);

  const { review, setReview, notice, failure, clearMessages, confirm, busyId } = useUserChange();

  return (
    <PageFrame title={t('admin.title')}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {editable ? t('admin.introEdit') : t('admin.introRead')}
      </p>
      <TextField
        label={t('admin.search')}
        type="search"
        name="query"
        hint={t('admin.searchHint')}
        autoComplete="off"
        maxLength={200}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          // What the last change said belongs to the list it was made in.
          clearMessages();
        }}
        className="max-w-md"
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {users.isError ? (
        <Alert>
          <span>{t('admin.loadFailed', { error: errorMessage(users.error) })} </span>
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void users.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : users.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : (
        <>
          {users.isPlaceholderData && <p className="sr-only" role="status">{t('admin.searching')}</p>}
          {users.data.users.length === 0 ? (
            <p role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {t('admin.noMatch')}
            </p>
          ) : (
            <UsersTable users={users.data.users} editable={editable} myId={me?.id} busyId={busyId} updating={users.isPlaceholderData} onReview={(user, change) => setReview({ user, change })} />
          )}
          <UsersPager page={page} shown={users.data.users.length} hasMore={users.data.hasMore} onPage={(next) => setPaging({ query, page: next })} />
        </>
      )}
      <ConfirmDialog
        open={review !== null}
        title={t('admin.confirmTitle')}
        message={review ? confirmQuestion(review.user, review.change) : ''}
        confirmLabel={t('admin.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </PageFrame>
  );
}
