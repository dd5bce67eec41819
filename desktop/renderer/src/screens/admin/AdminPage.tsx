import { useState } from 'react';
import { useAdminUsers } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { TextField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { PageFrame } from '../../components/PageFrame';
import { confirmQuestion, NO_USERS_MATCH } from './labels';
import { useDebouncedValue } from './use-debounced-value';
import { UsersPager } from './UsersPager';
import { UsersTable } from './UsersTable';
import { useUserChange } from './use-user-change';

/** Operators (ADMIN, MODERATOR): find users, see plan, role, created date and trees; ADMIN changes plan and role. */
export function AdminPage() {
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
    <PageFrame title="Operators">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {editable
          ? 'Find users and change their plan or role.'
          : 'Find users and see their plan and role. Only administrators can change plans and roles.'}
      </p>
      <TextField
        label="Search users"
        type="search"
        name="query"
        hint="Email or name"
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
          <span>Could not load users: {errorMessage(users.error)} </span>
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : users.isPending ? (
        <Spinner label="Loading users..." />
      ) : (
        <>
          {users.isPlaceholderData && <p className="sr-only" role="status">Searching...</p>}
          {users.data.users.length === 0 ? (
            <p role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {NO_USERS_MATCH}
            </p>
          ) : (
            <UsersTable users={users.data.users} editable={editable} myId={me?.id} busyId={busyId} updating={users.isPlaceholderData} onReview={(user, change) => setReview({ user, change })} />
          )}
          <UsersPager page={page} shown={users.data.users.length} hasMore={users.data.hasMore} onPage={(next) => setPaging({ query, page: next })} />
        </>
      )}
      <ConfirmDialog
        open={review !== null}
        title="Change user"
        message={review ? confirmQuestion(review.user, review.change) : ''}
        confirmLabel="Change"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </PageFrame>
  );
}
