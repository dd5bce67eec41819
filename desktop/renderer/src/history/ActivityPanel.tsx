import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_ACTIONS, type HistoryAction } from '@shared/schemas/history';
import type { ShareAnswer } from '@shared/schemas/sharing';
import { fetchShare, keys } from '../api/teamtree';
import { SelectField } from '../components/Field';
import { Modal } from '../components/Dialog';
import { actionLabel } from './entry-text';
import { HistoryList } from './HistoryList';

/** The filters' choice of everyone and of every kind. */
const ALL = '';

/** The tree's owner and members, user id by the name the filter shows (a name two people share gets their email). */
function membersByLabel(share: ShareAnswer | undefined): Map<string, string> {
  if (!share) return new Map();
  const people = new Map([[share.ownerId, share.ownerUser], ...share.members.map((m) => [m.userId, m.user] as const)]);
  const nameOf = (user: ShareAnswer['ownerUser']) => `${user.firstName} ${user.lastName}`.trim();
  const counts = new Map<string, number>();
  for (const user of people.values()) counts.set(nameOf(user), (counts.get(nameOf(user)) ?? 0) + 1);
  const labels = [...people].map(([userId, user]) => [counts.get(nameOf(user))! > 1 ? `${nameOf(user)} (${user.email})` : nameOf(user), userId] as const);
  return new Map(labels.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The tree's activity: every recorded change, newest first, filtered by member and by kind of
 * change on the server (so 'Show more' pages through the filtered changes), kept current by the
 * tree's `history-entry` events (useHistoryLive on the tree page). A full-height sheet on phones.
 */
export function ActivityPanel({ teamtreeId, nameOf, onClose }: { teamtreeId: string; nameOf: Parameters<typeof HistoryList>[0]['nameOf']; onClose(): void }) {
  const { t } = useTranslation();
  const [member, setMember] = useState(ALL);
  const [kind, setKind] = useState<HistoryAction | typeof ALL>(ALL);
  const share = useQuery({ queryKey: keys.share(teamtreeId), queryFn: () => fetchShare(teamtreeId) });
  const members = useMemo(() => membersByLabel(share.data), [share.data]);
  const filter = useMemo(
    () => ({ userId: members.get(member), action: kind === ALL ? undefined : kind }),
    [members, member, kind],
  );
  return (
    <Modal open onRequestClose={onClose} title={t('history.activity')} description={t('history.activityDescription')} width="max-w-2xl">
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('history.member')}
          value={member}
          onChange={(e) => setMember(e.target.value)}
          options={[ALL, ...members.keys()]}
          optionLabel={(option) => (option === ALL ? t('history.allMembers') : option)}
        />
        <SelectField
          label={t('history.kindOfChange')}
          value={kind}
          onChange={(e) => setKind(e.target.value as HistoryAction | typeof ALL)}
          options={[ALL, ...HISTORY_ACTIONS]}
          optionLabel={(option) => (option === ALL ? t('history.allKinds') : actionLabel(option as HistoryAction))}
        />
      </div>
      <HistoryList teamtreeId={teamtreeId} profileId={null} nameOf={nameOf} filter={filter} label={t('history.activity')} />
    </Modal>
  );
}
