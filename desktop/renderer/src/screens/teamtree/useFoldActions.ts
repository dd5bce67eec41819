import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { TreeFold } from '@shared/schemas/settings';
import { t } from '../../i18n/i18n';
import { countText } from './tree-texts';
import type { Scene } from './tree/draw';
import type { FoldControlsProps } from './fold-controls';
import { collapseToLevel, foldNode, hasChildren, NO_FOLD, revealNode } from './tree/fold';
import { isShown } from './tree/geometry';
import type { TreeLayout } from './tree/layout';
import type { TreeCanvasHandle } from './tree/TreeCanvas';

interface Options {
  canvas: RefObject<TreeCanvasHandle | null>;
  folding: { fold: TreeFold; setFold(next: TreeFold): void };
  /** The whole tree, folded teams included. */
  fullLayout: TreeLayout;
  scene: Scene;
  names: readonly string[];
  /** Each partner's whole downline. */
  hidden: Int32Array;
  announce(text: string): void;
}

/**
 * Folding teams on the tree page: a partner's team opened or folded (the partner stays where it
 * was on screen), 'Expand all', 'Collapse to level N', and the teams above a partner opened to show them.
 */
export function useFoldActions({ canvas, folding, fullLayout, scene, names, hidden, announce }: Options) {
  const { fold, setFold } = folding;
  const anchor = useRef<{ i: number; x: number; from: TreeLayout } | null>(null);

  // After a fold the layout is tidied again: shift the view so the toggled partner does not jump.
  useEffect(() => {
    const held = anchor.current;
    const handle = canvas.current;
    if (!held || held.from === scene.layout || !handle) return;
    anchor.current = null;
    if (!isShown(scene.layout, held.i)) return;
    const view = handle.getView();
    handle.setView({ ...view, x: view.x - (scene.layout.x[held.i] - held.x) * view.k });
  }, [scene.layout, canvas]);

  const toggle = useCallback(
    (i: number, open: boolean) => {
      anchor.current = { i, x: scene.layout.x[i], from: scene.layout };
      setFold(foldNode(fold, fullLayout, i, open));
      announce(open ? t('teamtree.announce.expanded', { name: names[i] }) : t('teamtree.announce.collapsed', { name: names[i], count: hidden[i], n: countText(hidden[i]) }));
    },
    [fold, setFold, fullLayout, scene.layout, names, hidden, announce],
  );

  const reveal = useCallback((i: number) => setFold(revealNode(fold, fullLayout, scene.fold?.collapsed ?? null, i)), [fold, setFold, fullLayout, scene.fold]);

  const teamOf = (i: number) => {
    if (i < 0 || !hasChildren(fullLayout, i)) return undefined;
    const collapsed = !!scene.fold?.collapsed[i];
    return { hidden: hidden[i], collapsed, onToggle: () => toggle(i, collapsed) };
  };

  /** 'Expand all' and 'Collapse to level N' for the toolbar (the wide toolbar's View menu, or the phone's Tree tools). */
  const controls: FoldControlsProps = {
    levels: fullLayout.levels.length,
    folded: scene.fold != null,
    onExpandAll: () => {
      setFold(NO_FOLD);
      announce(t('teamtree.announce.allExpanded'));
    },
    onCollapseTo: (level: number) => {
      setFold(collapseToLevel(level));
      announce(t('teamtree.announce.collapsedTo', { level }));
    },
  };
  return { toggle, reveal, teamOf, controls };
}
