import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '@shared/schemas/admin';
import { adminKeys, updateAdminUser } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { changedNotice, type UserChange } from './labels';

export interface Review {
  user: AdminUser;
  change: UserChange;
}

/**
 * A plan or role change on its way: first under review (the confirm dialog), then saved; what the
 * save said (a notice or a failure) until the next change or search.
 */
export function useUserChange() {
  const queryClient = useQueryClient();
  const [review, setReview] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clearMessages = () => {
    setNotice(null);
    setFailure(null);
  };
  const save = useMutation({
    mutationFn: ({ user, change }: Review) => updateAdminUser({ id: user.id, ...change }),
    onMutate: clearMessages,
    onSuccess: (_answer, { user, change }) => setNotice(changedNotice(user, change)),
    onError: (error) => setFailure(errorMessage(error)),
    // Either way the list is read again: a refused change may mean the user changed or is gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const confirm = () => {
    if (!review) return;
    save.mutate(review);
    setReview(null);
  };
  /** The user whose row is being confirmed or saved. */
  const busyId = review?.user.id ?? (save.isPending ? save.variables.user.id : null);
  return { review, setReview, notice, failure, clearMessages, confirm, busyId };
}
