import { useCallback, useMemo, useRef, useState } from 'react';
import type { Permission } from '@shared/domain/constants';
import { canWriteProfiles, profileDenial, type ProfileAction } from '@shared/domain/policies';
import { subtreeIds } from '@shared/domain/profile-filters';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DeleteProfileDialog } from './partner/DeleteProfileDialog';
import { PartnerDetailsDialog } from './partner/PartnerDetailsDialog';
import { PartnerDialog, type PartnerTarget } from './partner/PartnerDialog';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { BillDateLegend } from './BillDateLegend';
import { NodeActions } from './NodeActions';
import { ProfileA11yList } from './ProfileA11yList';
import { TreeExportMenu } from './TreeExportMenu';
import { TreeToolbar } from './TreeToolbar';
import { isShown, type View } from './tree/geometry';
import { OverviewMap, type OverviewMapHandle } from './tree/OverviewMap';
import { TreeCanvas, type TreeCanvasHandle } from './tree/TreeCanvas';
import { describeNode } from './tree/navigation';
import { liveLabel, useRoomUsers } from './useRoomUsers';
import { TreeSearch } from './TreeSearch';
import { TreeFoldControls } from './TreeFoldControls';
import { useFoldActions } from './useFoldActions';
import { useTreeFold } from './useTreeFold';
import { useTreeNavigation } from './useTreeNavigation';
import { useRoomPresence } from './useRoomPresence';
import { useTeamSizes } from './useTeamSizes';
import { useTreeScene } from './useTreeScene';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

/** The tree page body: canvas, node actions, dialogs, permission alerts and the live indicator. */
export function TreeView({ status }: { status: StatusTreeAnswer }) {
  const tree = status.teamtree;
  const profiles = tree.profiles;
  // A missing membership in the answer is treated as OWNER (spec section 6).
  const membership = (status as { userMembership?: StatusTreeAnswer['userMembership'] | null }).userMembership ?? null;
  const permission: Permission = membership?.permission ?? 'OWNER';
  const viewMode = useView((s) => s.viewMode);
  const folding = useTreeFold(tree.id);
  const { scene, palette, fullLayout } = useTreeScene(profiles, membership?.linkedProfileId ?? null, folding.fold);
  const canvas = useRef<TreeCanvasHandle>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [magnifier, setMagnifier] = useState(false);
  const [denied, setDenied] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [partner, setPartner] = useState<PartnerTarget | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [viewing, setViewing] = useState<Profile | null>(null);
  const [showTeams, setShowTeams] = useState(false);
  const [showMap, setShowMap] = useState(true);
  const overview = useRef<OverviewMapHandle>(null);
  const followView = useCallback((view: View, width: number, height: number) => overview.current?.showView(view, width, height), []);
  const moveTo = useCallback((x: number, y: number) => canvas.current?.centreOnPoint(x, y), []);
  const live = liveLabel(useRoomUsers(tree.id));
  const me = useAuth((s) => s.me);
  const shareSelection = useView((s) => s.shareSelection);
  const peers = useRoomPresence(tree.id, me?.id ?? null, { name: me?.name ?? '', selectedProfileId: shareSelection ? selectedId : null });

  const selected = selectedId ? (scene.layout.index.get(selectedId) ?? -1) : -1;
  const selectedProfile = selected >= 0 ? profiles[selected] : null;

  const onSelect = useCallback(
    (i: number) => {
      setDenied(null);
      setSelectedId(i >= 0 ? profiles[i].id : null);
      if (i >= 0) setAnnounce(`Selected ${describeNode(scene.layout, i, profiles[i].name)}`);
    },
    [profiles, scene.layout],
  );
  const onFocusNode = useCallback((i: number) => setAnnounce(describeNode(scene.layout, i, profiles[i].name)), [profiles, scene.layout]);
  const peerList = useMemo(
    () => [...peers.values()].map((p) => ({ ...p, viewing: p.selectedProfileId ? (profiles[scene.layout.index.get(p.selectedProfileId) ?? -1]?.name ?? null) : null })),
    [peers, profiles, scene.layout],
  );
  const peerNodes = useMemo(
    () => peerList.map((p) => (p.selectedProfileId ? (scene.layout.index.get(p.selectedProfileId) ?? -1) : -1)).filter((i) => i >= 0),
    [peerList, scene.layout],
  );
  const teams = useTeamSizes(fullLayout, membership?.linkedProfileId ?? null);
  const folds = useFoldActions({ canvas, folding, fullLayout, scene, names: scene.names, hidden: teams.counts, announce: setAnnounce });
  const navigation = useTreeNavigation({ canvas, layout: scene.layout, profiles, linkedProfileId: membership?.linkedProfileId ?? null, selectedId, select: onSelect, reveal: folds.reveal });
  // The partner list chooses partners inside folded teams too: those teams are opened first.
  const { pick } = navigation;
  const selectById = useCallback(
    (id: string) => {
      const i = scene.layout.index.get(id) ?? -1;
      if (i >= 0 && !isShown(scene.layout, i)) pick(i);
      else onSelect(i);
    },
    [onSelect, pick, scene.layout],
  );

  function allowed(action: ProfileAction, profile: Profile | null): boolean {
    const denial = profileDenial(permission, action, action !== 'add' && !!profile && profile.parentId === null);
    setDenied(denial);
    return denial === null;
  }

  const overlay = selectedProfile && (
    <NodeActions
      name={selectedProfile.name}
      readOnly={!canWriteProfiles(permission)}
      onView={() => setViewing(selectedProfile)}
      onEdit={() => allowed('edit', selectedProfile) && setPartner({ kind: 'edit', profile: selectedProfile })}
      onDelete={() => allowed('delete', selectedProfile) && setDeleting(selectedProfile)}
      onAddChild={() => allowed('add', null) && setPartner({ kind: 'create', parentId: selectedProfile.id, parentName: selectedProfile.name })}
      team={folds.teamOf(selected)}
    />
  );
  const editing = partner?.kind === 'edit' ? (profiles.find((p) => p.id === partner.profile.id) ?? partner.profile) : null;
  const treeCategories = useMemo(() => tree.categories.map((c) => c.name), [tree.categories]);

  return (
    <div className="relative h-full min-h-[420px] bg-slate-50 dark:bg-slate-950">
      {profiles.length === 0 ? (
        <div className="flex h-full items-center justify-center gap-4 p-8">
          <p>This TeamTree has no profiles.</p>
          <Button onClick={() => allowed('add', null) && setPartner({ kind: 'create', parentId: null })}>Add first partner</Button>
        </div>
      ) : (
        <TreeCanvas
          handleRef={canvas}
          scene={scene}
          palette={palette}
          selected={selected}
          magnifier={magnifier}
          label={`${tree.name}: tree of ${profiles.length} partners. Arrow keys move between partners, Enter selects.`}
          onSelect={onSelect}
          onFocusNode={onFocusNode}
          onToggleFold={folds.toggle}
          onZoom={setZoom}
          overlay={overlay}
          peers={peerNodes}
          badge={showTeams ? teams.badge : undefined}
          onViewChange={showMap ? followView : undefined}
        />
      )}
      {viewMode === 'billdate' && profiles.length > 0 && <BillDateLegend palette={palette} />}
      {profiles.length > 0 && (
        <div className="absolute right-4 bottom-4 flex flex-col items-end gap-1">
          {showMap && <OverviewMap layout={scene.layout} palette={palette} onMoveTo={moveTo} handleRef={overview} />}
          <button type="button" aria-pressed={showMap} onClick={() => setShowMap((on) => !on)} className="rounded-md bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-white dark:bg-slate-900/90 dark:text-slate-200">
            {showMap ? 'Hide map' : 'Show map'}
          </button>
        </div>
      )}
      <TreeToolbar
        title={tree.name}
        zoom={zoom}
        onZoom={(d) => canvas.current?.zoomStep(d)}
        magnifier={magnifier}
        onMagnifier={() => setMagnifier((m) => !m)}
        live={live}
        people={peerList}
        search={profiles.length > 0 ? <TreeSearch profiles={profiles} onPick={navigation.pick} /> : null}
        exporting={profiles.length > 0 ? <TreeExportMenu canvas={canvas} treeName={tree.name} partners={profiles.length} /> : null}
        folding={profiles.length > 0 ? <TreeFoldControls levels={fullLayout.levels.length} folded={scene.fold != null} onExpandAll={folds.expandAll} onCollapseTo={folds.collapseTo} /> : null}
        onFit={navigation.fit}
        onGoToMe={navigation.goToMe}
        showTeams={showTeams}
        onShowTeams={() => setShowTeams((on) => !on)}
      />
      {denied && (
        <div className="absolute bottom-4 left-1/2 w-[min(32rem,calc(100%-2rem))] -translate-x-1/2">
          <Alert className="flex items-center justify-between gap-3 shadow-lg">
            <span>{denied}</span>
            <button type="button" className="text-sm underline" onClick={() => setDenied(null)}>
              Dismiss
            </button>
          </Alert>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      <ProfileA11yList profiles={profiles} teamSizes={teams.counts} onSelect={selectById} />
      {partner && (
        <PartnerDialog
          target={editing ? { kind: 'edit', profile: editing } : partner}
          teamtreeId={tree.id}
          plan={tree.ownerPlan}
          treeCategories={treeCategories}
          onClose={() => setPartner(null)}
        />
      )}
      {viewing && <PartnerDetailsDialog profile={profiles.find((p) => p.id === viewing.id) ?? viewing} onClose={() => setViewing(null)} />}
      {deleting && <DeleteProfileDialog teamtreeId={tree.id} profile={deleting} subtreeSize={subtreeIds(profiles, deleting.id).size} onClose={() => setDeleting(null)} />}
    </div>
  );
}
