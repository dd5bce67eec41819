import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { isCurrentAddress } from '../../lib/current-address';
import { subtreeIds, type FilterableProfile } from '@shared/domain/profile-filters';
import { useView } from '../../stores/view-store';
import type { TreeCanvasHandle } from './tree/TreeCanvas';
import { isShown } from './tree/geometry';
import type { TreeLayout } from './tree/layout';

interface Options {
  canvas: RefObject<TreeCanvasHandle | null>;
  layout: TreeLayout;
  profiles: readonly FilterableProfile[];
  linkedProfileId: string | null;
  selectedId: string | null;
  select(index: number): void;
  /** Opens the folded teams above a partner (their layout then shows them). */
  reveal?(index: number): void;
  /**
   * Whether the saved folds are known: a partner named in the address is placed only then, so
   * folds arriving after the first drawing cannot hide them again.
   */
  foldsReady?: boolean;
}

/** The address parameter naming the selected partner (`/teamtree?teamtreeId=…&partnerId=…`), so a link opens them. */
export const PARTNER_PARAM = 'partnerId';

/**
 * Getting somewhere in a big tree: pick a partner (select and centre), 'Fit to screen', 'Go to
 * me', 'My Team' centring one's own subtree, and the selected partner kept in the address.
 */
export function useTreeNavigation({ canvas, layout, profiles, linkedProfileId, selectedId, select, reveal, foldsReady = true }: Options) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PARTNER_PARAM);
  const teamFilter = useView((s) => s.teamFilter);
  const placedFromUrl = useRef<string | null>(null);

  const revealing = useRef(-1);

  const pick = useCallback(
    (index: number) => {
      if (index < 0) return;
      select(index);
      if (isShown(layout, index)) return canvas.current?.centreOn(index);
      // Inside a folded team: open the teams above, and centre once the new layout shows the partner.
      revealing.current = index;
      reveal?.(index);
    },
    [canvas, select, layout, reveal],
  );

  useEffect(() => {
    const index = revealing.current;
    if (index < 0 || !isShown(layout, index)) return;
    revealing.current = -1;
    canvas.current?.centreOn(index);
  }, [layout, canvas]);

  // The selection as it was when the address came to name its partner: a choice made after that,
  // while the named partner waited for the saved folds, is the user's and stands (the folds could
  // arrive in the very render that carries the choice, before the address follows it).
  const namedWhile = useRef<{ wanted: string | null; selectedId: string | null } | null>(null);
  useEffect(() => {
    if (namedWhile.current?.wanted !== wanted) namedWhile.current = { wanted, selectedId };
  }, [wanted, selectedId]);

  // The address names a partner (a shared link, a row opened from Teamlist): select and centre them once the tree has them.
  // A stale copy of the address (this page's own earlier write) is no link: it would take the newer choice back.
  useEffect(() => {
    if (!wanted || !foldsReady || placedFromUrl.current === wanted || !isCurrentAddress(params)) return;
    const index = layout.index.get(wanted);
    if (index === undefined) return;
    placedFromUrl.current = wanted;
    const choseSince = namedWhile.current?.wanted === wanted && namedWhile.current.selectedId !== selectedId;
    if (wanted !== selectedId && !choseSince) pick(index);
  }, [wanted, params, foldsReady, layout, selectedId, pick]);

  // The selection goes into the address (replacing the entry: Back leaves the tree page, not the selection).
  useEffect(() => {
    const current = params.get(PARTNER_PARAM);
    if ((selectedId ?? null) === current) return;
    // A partner the address names and not yet placed (the folds still loading) stays there until placed.
    if (!selectedId && current && placedFromUrl.current !== current) return;
    placedFromUrl.current = selectedId;
    const next = new URLSearchParams(params);
    if (selectedId) next.set(PARTNER_PARAM, selectedId);
    else next.delete(PARTNER_PARAM);
    setParams(next, { replace: true });
  }, [selectedId, params, setParams]);

  // 'My Team' shows one's own subtree whole.
  useEffect(() => {
    if (teamFilter !== 'myteam' || !linkedProfileId) return;
    const team = subtreeIds(profiles, linkedProfileId);
    canvas.current?.fit([...team].map((id) => layout.index.get(id)).filter((i): i is number => i !== undefined));
  }, [teamFilter, linkedProfileId, profiles, layout, canvas]);

  const me = linkedProfileId ? layout.index.get(linkedProfileId) : undefined;
  // The partner list chooses partners inside folded teams too: those teams are opened first.
  const selectById = useCallback(
    (id: string) => {
      const i = layout.index.get(id) ?? -1;
      if (i >= 0 && !isShown(layout, i)) pick(i);
      else select(i);
    },
    [select, pick, layout],
  );

  return {
    pick,
    selectById,
    fit: () => canvas.current?.fit(),
    goToMe: me === undefined ? undefined : () => pick(me),
  };
}
