import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchShare, keys } from '../../api/teamtree';

/** One owned tree: 'Delete it', or 'Hand over to' one of its members (who becomes its owner). */
export function OwnedTreeChoice({ tree, ownerId, value, onChange }: { tree: { id: string; name: string }; ownerId: string; value: string; onChange(userId: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const share = useQuery({ queryKey: keys.share(tree.id), queryFn: () => fetchShare(tree.id) });
  const members = (share.data?.members ?? []).filter((member) => member.userId !== ownerId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <label htmlFor={id} className="font-medium">
        {tree.name}
      </label>
      <select id={id} className="input w-full sm:w-72" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('account.delete.deleteIt')}</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {t('account.delete.handOver', { name: `${member.user.firstName} ${member.user.lastName}` })}
          </option>
        ))}
      </select>
    </li>
  );
}
