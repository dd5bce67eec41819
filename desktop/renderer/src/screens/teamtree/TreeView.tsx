import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@shared/domain/constants';
import { canWriteProfiles } from '@shared/domain/policies';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { Button } from '../../components/Button';
import { useTreeHistory } from '../../history/useTreeHistory';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { useView } from '../../stores/view-store';
import { BillDateLegend } from './BillDateLegend';
import { DeniedAlert } from './DeniedAlert';
import { MapCorner, useOverviewMap } from './MapCorner';
import { NodeActions } from './NodeActions';
import { usePreloadPartnerDialogs } from './partner/lazy-dialogs';
import { ProfileA11yList } from './ProfileA11yList';
import { TreePhonePeriod, TreePhoneToolbar } from './TreePhoneToolbar';
import { TreeToolbar, type TreeToolbarProps } from './TreeToolbar';
import { useTreeExport } from './useTreeExport';
import { TreeCanvas, type TreeCanvasHandle } from './tree/TreeCanvas';
import type { TreeLayout } from './tree/layout';
import { liveLabel, useRoomUsers } from './useRoomUsers';
import { TreeDialogs } from './TreeDialogs';
import { markTreeDrawn } from './tree-drawn-mark';
import { TreeSearch } from './TreeSearch';
import { useFoldActions } from './useFoldActions';
import { useTreeFold } from './useTreeFold';
import { useTreeNavigation } from './useTreeNavigation';
import { useProfileActions, type TreeProfile } from './useProfileActions';
import { useNodeDrop } from './useNodeDrop';
import { useTeamSizes } from './useTeamSizes';
import { useTreePeers } from './useTreePeers';
import { useTreeScene } from './useTreeScene';
import { useTreeLayoutChoice } from './useTreeLayoutChoice';
import { useTreePages } from './tree/use-tree-pages';
import { moreNodeLabel } from './tree/more-nodes';
import { useTreeSelection } from './useTreeSelection';
import { useTreeFigures } from './useTreeFigures';
import { countText } from './tree-texts';
import { t as translate } from '../../i18n/i18n';

function EmptyTree({ onAdd }: { onAdd(): void }) {
  usePreloadPartnerDialogs();
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center gap-4 p-8">
      <p>{t('teamtree.page.noProfiles')}</p>
      <Button onClick={onAdd}>{t('teamtree.page.addFirst')}</Button>
    </div>
  );
}

/** The selected partner's buttons over the canvas (details, edit, delete, add child, change upline, its team). */
function SelectedActions({ profile, permission, actions, team }: { profile: TreeProfile; permission: Permission; actions: ReturnType<typeof useProfileActions>; team: ReturnType<ReturnType<typeof useFoldActions>['teamOf']> }) {
  return (
    <NodeActions
      name={profile.name}
      readOnly={!canWriteProfiles(permission)}
      onView={() => actions.view(profile)}
      onEdit={() => actions.edit(profile)}
      onDelete={() => actions.remove(profile)}
      onAddChild={() => actions.addChild(profile)}
      onChangeUpline={canWriteProfiles(permission) && profile.parentId !== null ? () => actions.changeUpline(profile) : undefined}
      team={team}
    />
  );
}

/** The 'Show more' nodes of wide teams for the list of profiles (the canvas's nodes for screen readers). */
function moreNodesOf(layout: TreeLayout, profiles: readonly TreeProfile[], showMore: (id: string) => void) {
  return Array.from(layout.more.parent, (parent, m) => ({ label: translate('teamtree.page.moreBelow', { label: moreNodeLabel(layout, layout.count + m), name: profiles[parent]?.name ?? '' }), onShow: () => showMore(layout.ids[parent]) }));
}

/** The tree page body: canvas, node actions, dialogs, permission alerts and the live indicator. */
export function TreeView({ status }: { status: StatusTreeAnswer }) {
  const tree = status.teamtree;
  const profiles = tree.profiles;
  // A missing membership in the answer is treated as OWNER (spec section 6).
  const membership = (status as { userMembership?: StatusTreeAnswer['userMembership'] | null }).userMembership ?? null;
  const permission: Permission = membership?.permission ?? 'OWNER';
  const viewMode = useView((s) => s.viewMode);
  const [folding, layoutChoice, pages] = [useTreeFold(tree.id), useTreeLayoutChoice(tree.id), useTreePages(tree.id)];
  const { scene, palette, fullLayout } = useTreeScene(profiles, membership?.linkedProfileId ?? null, folding.fold, layoutChoice.choice, pages.pages);
  const canvas = useRef<TreeCanvasHandle>(null);
  const [zoom, setZoom] = useState(1);
  const [magnifier, setMagnifier] = useState(false);
  const actions = useProfileActions(permission);
  const { selectedId, selected, selectedProfile, select: onSelect, focus: onFocusNode, announce, setAnnounce } = useTreeSelection(profiles, scene.layout, actions.dismissDenied);
  const [showTeams, setShowTeams] = useState(false);
  const map = useOverviewMap(canvas, scene.layout, selected);

  const live = liveLabel(useRoomUsers(tree.id));
  const peers = useTreePeers(tree.id, selectedId, scene.layout, scene.names);
  const drop = useNodeDrop(tree.id, permission, profiles, scene);

  const teams = useTeamSizes(fullLayout, membership?.linkedProfileId ?? null);
  const folds = useFoldActions({ canvas, folding, fullLayout, scene, names: scene.names, hidden: teams.counts, announce: setAnnounce });
  const [figures, treeExport] = [useTreeFigures(tree.id, profiles), useTreeExport(canvas, tree.name, profiles.length, { tree, linkedProfileId: membership?.linkedProfileId ?? null })];
  const [phone, { t }] = [usePhoneLayout(), useTranslation()];
  const history = useTreeHistory({ teamtreeId: tree.id, permission, profiles });
  const navigation = useTreeNavigation({ canvas, layout: scene.layout, profiles, linkedProfileId: membership?.linkedProfileId ?? null, selectedId, select: onSelect, reveal: (i) => (pages.reveal(fullLayout, i), folds.reveal(i)), foldsReady: folding.ready });

  const overlay = selectedProfile && <SelectedActions profile={selectedProfile} permission={permission} actions={actions} team={folds.teamOf(selected)} />;

  const toolbarProps: TreeToolbarProps = {
    title: tree.name,
    zoom,
    onZoom: (d) => canvas.current?.zoomStep(d),
    magnifier,
    onMagnifier: () => setMagnifier((m) => !m),
    live,
    people: peers.people,
    ...(profiles.length > 0 ? { search: <TreeSearch profiles={profiles} onPick={navigation.pick} />, exports: treeExport.choices, fold: folds.controls } : {}),
    onFit: navigation.fit,
    onGoToMe: navigation.goToMe,
    showTeams,
    onShowTeams: () => setShowTeams((on) => !on),
    ...{ history: history.menu, layout: layoutChoice, ...figures.toolbar },
  };

  // The wide toolbar is a bar above the canvas; the phone's floats over it (the screen is short),
  // but for the 'Period' picker while figures show, a bar above it (over it, it would cover the top node).
  return (
    <div className="flex h-full min-h-[420px] flex-col bg-slate-50 dark:bg-slate-950">
      {phone ? <TreePhonePeriod period={toolbarProps.period} /> : <TreeToolbar {...toolbarProps} />}
      <div className="relative min-h-0 flex-1">
        {profiles.length === 0 ? (
          <EmptyTree onAdd={() => actions.addChild(null)} />
        ) : (
          <TreeCanvas
            handleRef={canvas}
            scene={scene}
            palette={palette}
            selected={selected}
            magnifier={magnifier}
            label={t('teamtree.page.canvas', { name: tree.name, count: profiles.length, n: countText(profiles.length) })}
            onSelect={onSelect}
            onFocusNode={onFocusNode}
            {...{ onToggleFold: folds.toggle, onShowMore: pages.showMore, figures: figures.line }}
            onZoom={setZoom}
            overlay={overlay}
            peers={peers.nodes}
            badge={showTeams ? teams.badge : undefined}
            onViewChange={map.shown ? map.follow : undefined}
            onPainted={markTreeDrawn}
            drag={drop.rules}
          />
        )}
        {viewMode === 'billdate' && profiles.length > 0 && <BillDateLegend palette={palette} />}
        {profiles.length > 0 && <MapCorner layout={scene.layout} palette={palette} shown={map.shown} side={map.side} onShown={map.setShown} onMoveTo={map.moveTo} handleRef={map.handleRef} />}
        {phone && <TreePhoneToolbar {...toolbarProps} />}
        {actions.denied && <DeniedAlert denied={actions.denied} onDismiss={actions.dismissDenied} />}
      </div>
      <p aria-live="polite" className="sr-only">{announce}</p>
      <ProfileA11yList profiles={profiles} teamSizes={teams.counts} figures={figures.spoken} onSelect={navigation.selectById} more={moreNodesOf(scene.layout, profiles, pages.showMore)} />
      <TreeDialogs tree={tree} actions={actions} />
      {drop.dialog}
      {history.panels}
      {treeExport.printSheet}
    </div>
  );
}
