import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HistoryAction } from '@shared/schemas/history';
import type { ShareAnswer } from '@shared/schemas/sharing';
import { fetchShare, keys } from '../api/teamtree';
import { SelectField } from '../components/Field';
import { Modal } from '../components/Dialog';
import { ACTION_LABELS } from './entry-text';
import { HistoryList } from './HistoryList';

const ALL_MEMBERS = 'All members';
const ALL_KINDS = 'All changes';
const KINDS = Object.entries(ACTION_LABELS) as [HistoryAction, string][];

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
  const [member, setMember] = useState(ALL_MEMBERS);
  const [kind, setKind] = useState(ALL_KINDS);
  const share = useQuery({ queryKey: keys.share(teamtreeId), queryFn: () => fetchShare(teamtreeId) });
  const members = useMemo(() => membersByLabel(share.data), [share.data]);
  const filter = useMemo(
    () => ({ userId: members.get(member), action: KINDS.find(([, label]) => label === kind)?.[0] }),
    [members, member, kind],
  );
  return (
    <Modal open onRequestClose={onClose} title="Activity" description="Every change to this TeamTree's partners, newest first." width="max-w-2xl">
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <SelectField label="Member" value={member} onChange={(e) => setMember(e.target.value)} options={[ALL_MEMBERS, ...members.keys()]} />
        <SelectField label="Kind of change" value={kind} onChange={(e) => setKind(e.target.value)} options={[ALL_KINDS, ...KINDS.map(([, label]) => label)]} />
      </div>
      <HistoryList teamtreeId={teamtreeId} profileId={null} nameOf={nameOf} filter={filter} label="Activity" />
    </Modal>
  );
}
