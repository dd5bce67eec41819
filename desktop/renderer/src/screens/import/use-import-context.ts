import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ImportTreeContext } from '@shared/import/validate-import';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { fetchImportContext } from './import-api';

/**
 * What the import knows of the tree: its partners with the partner IDs of earlier imports
 * (`sorted` by name for 'Import under'; `ready` once the IDs are read), its categories and
 * plan, its root (the user's own row of a file is matched to it) and the name of the partner
 * the file's top rows go under (`topId`).
 */
export function useImportContext(tree: StatusTreeAnswer, topId: string | null) {
  const teamtreeId = tree.teamtree.id;
  const known = useQuery({ queryKey: ['import-context', teamtreeId], queryFn: () => fetchImportContext(teamtreeId) });
  const partners = useMemo(() => {
    const externalIds = new Map((known.data?.externalIds ?? []).map((entry) => [entry.profileId, entry.externalId]));
    return tree.teamtree.profiles.map((p) => ({ id: p.id, name: p.name, externalId: externalIds.get(p.id) ?? null }));
  }, [tree, known.data]);
  const sorted = useMemo(() => [...partners].sort((a, b) => a.name.localeCompare(b.name)), [partners]);
  const context = useMemo((): ImportTreeContext & { categoryNames: string[] } => {
    const root = tree.teamtree.profiles.find((p) => p.parentId === null);
    const rootPartner = root && partners.find((p) => p.id === root.id);
    return {
      partners,
      categoryNames: tree.teamtree.categories.map((c) => c.name),
      plan: tree.teamtree.ownerPlan,
      root: root ? { id: root.id, name: root.name, phone: root.phone, externalId: rootPartner?.externalId ?? null } : null,
      topName: partners.find((p) => p.id === topId)?.name,
      rootIsYou: tree.userMembership.permission === 'OWNER',
    };
  }, [partners, tree, topId]);
  return { context, sorted, ready: known.isSuccess };
}
