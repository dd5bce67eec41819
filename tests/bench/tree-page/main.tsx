// The texts' language first, as the app's entry does (TreeCanvas and the map show text).
import '../../../desktop/renderer/src/i18n/react-binding';
import { firstLanguageReady } from '../../../desktop/renderer/src/i18n/i18n';
import { createRef, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { todayIn } from '../../../shared/domain/calendar-date';
import type { Scene } from '../../../desktop/renderer/src/screens/teamtree/tree/draw';
import { NO_FOLD } from '../../../desktop/renderer/src/screens/teamtree/tree/fold';
import { viewCentredOn, type View } from '../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { buildLayout, type TreeLayout } from '../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { nodeStyles } from '../../../desktop/renderer/src/screens/teamtree/tree/node-style';
import { LIGHT } from '../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { OverviewMap, type OverviewMapHandle } from '../../../desktop/renderer/src/screens/teamtree/tree/OverviewMap';
import { TreeCanvas, type TreeCanvasHandle } from '../../../desktop/renderer/src/screens/teamtree/tree/TreeCanvas';
import { downlineCounts } from '../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { TreeToolbar } from '../../../desktop/renderer/src/screens/teamtree/TreeToolbar';
import { useFoldActions } from '../../../desktop/renderer/src/screens/teamtree/useFoldActions';
import { useFoldedLayout } from '../../../desktop/renderer/src/screens/teamtree/useTreeScene';
import { largestTeamOfRoot, PaintProbe, type ChangeTiming } from './fold-probe';
import { benchTree } from '../tree-shapes';

/**
 * The tree page's canvas on its own page, with the real features on: Bill Date colours, a
 * category filter dimming part of the tree, a selected node with its action buttons, the
 * magnifier and the overview map, and teams folded the tree page's way (its fold state, folded
 * layout and toggle). tests/bench/tree-render.ts drives it.
 */

declare global {
  interface Window {
    bench: {
      start(): void;
      firstPaint?: number;
      handle: TreeCanvasHandle | null;
      denseView(width: number, height: number): View;
      /** Jumps to `rounds` partners far apart as a chosen search result does (select, centre), each timed to the frame after its draw. */
      jump(rounds: number): Promise<ChangeTiming[]>;
      /** Collapses the root's largest team and expands it again, `rounds` times, each change timed. */
      fold(rounds: number): Promise<{ team: number; collapse: ChangeTiming[]; expand: ChangeTiming[] }>;
    };
  }
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('n') ?? 1000);
/** Diagnosis switches: `lens=0`, `overlay=0`, `select=0`, `toolbar=0`. */
const on = (name: string) => params.get(name) !== '0';
/** `layout=compact` or `classic` (the default, as the tables before issue 35); `first=2000`: the wide tree, the root with that many partners directly below. */
const kind = params.get('layout') === 'compact' ? 'compact' : 'classic';
const profiles = benchTree(count, todayIn(), Number(params.get('first') ?? 0));
const handle = createRef<TreeCanvasHandle>();
const map = createRef<OverviewMapHandle>();
let scene: Scene | null = null;
let fullLayout: TreeLayout | null = null;
let toggle: ((i: number, open: boolean) => void) | null = null;
const probe = new PaintProbe((run) => requestAnimationFrame(() => run()));
/** Told after every frame the canvas draws (its onViewChange), for jump(). */
const viewProbe = new PaintProbe((run) => requestAnimationFrame(() => run()));
let select: ((i: number) => void) | null = null;
const names = profiles.map((p) => p.name);
const today = todayIn();

// The page's texts first, as in the app (outside the timed start).
await firstLanguageReady;
window.bench = {
  handle: null,
  start() {
    const t0 = performance.now();
    let reported = false;
    const painted = () => {
      if (probe.painted() || reported) return;
      reported = true;
      // The frame after the draw has been presented: the next rAF's timestamp.
      requestAnimationFrame(() => requestAnimationFrame((ts) => (window.bench.firstPaint = ts - t0)));
    };
    function Page() {
      const full = useMemo(() => buildLayout(profiles, undefined, kind), []);
      const styles = useMemo(() => nodeStyles(profiles, { viewMode: 'billdate', today, choice: { uplines: [], billStatuses: [], categories: { Rank: ['Gold', 'Silver'] } }, scope: 'all', linkedProfileId: null }), []);
      const [fold, setFold] = useState(NO_FOLD);
      const { layout, marks } = useFoldedLayout(full, fold);
      const hidden = useMemo(() => downlineCounts(full), [full]);
      const current = useMemo<Scene>(() => ({ layout, styles, names, fold: marks }), [layout, styles, marks]);
      const actions = useFoldActions({ canvas: handle, folding: { fold, setFold }, fullLayout: full, scene: current, names, hidden, announce: () => undefined });
      scene = current;
      fullLayout = full;
      toggle = actions.toggle;
      const [selected, setSelected] = useState(on('select') ? (full.levels[1]?.[0] ?? 0) : -1);
      select = setSelected;
      return (
        <div style={{ position: 'relative', width: '100%', height: '100%' }}>
        <TreeCanvas
          handleRef={handle}
          scene={current}
          palette={LIGHT}
          selected={selected}
          magnifier={on('lens')}
          label="bench"
          onSelect={() => undefined}
          onToggleFold={actions.toggle}
          onPainted={painted}
          overlay={on('overlay') ? <button type="button">Edit</button> : undefined}
          onViewChange={(view, width, height) => {
            viewProbe.painted();
            if (on('map')) map.current?.showView(view, width, height);
          }}
        />
        {on('map') && (
          <div style={{ position: 'absolute', right: 16, bottom: 16 }}>
            <OverviewMap layout={current.layout} palette={LIGHT} onMoveTo={() => undefined} handleRef={map} />
          </div>
        )}
        {on('toolbar') && <TreeToolbar title="Bench" zoom={1} onZoom={() => undefined} magnifier onMagnifier={() => undefined} live="Live (2 aktive Nutzer)" onFit={() => undefined} />}
        </div>
      );
    }
    createRoot(document.getElementById('root')!).render(<Page />);
  },
  denseView(width, height) {
    const { layout } = scene!;
    let best = 0;
    for (let d = 0; d < layout.levels.length; d++) if (layout.levels[d].length > layout.levels[best].length) best = d;
    const level = layout.levels[best];
    return viewCentredOn(layout, level[Math.floor(level.length / 2)], width, height, 1);
  },
  async jump(rounds) {
    const layout = scene!.layout;
    // Partners on the deepest level and on the second, far apart, so each jump crosses the tree.
    const deep = layout.levels[layout.levels.length - 1];
    const near = layout.levels[Math.min(1, layout.levels.length - 1)];
    const timings: ChangeTiming[] = [];
    for (let r = 0; r < rounds; r++) {
      const level = r % 2 ? near : deep;
      const target = level[Math.floor(((r + 1) / (rounds + 1)) * level.length)];
      // The tree page's pick(): select, then centre on the partner (it is shown: nothing folded here).
      timings.push(
        await viewProbe.time(() => {
          select!(target);
          window.bench.handle!.centreOn(target);
        }),
      );
    }
    return timings;
  },
  async fold(rounds) {
    const full = fullLayout!;
    const team = largestTeamOfRoot(full, downlineCounts(full));
    // As a user sees it: the partner at 100% in the middle, about to use its team toggle.
    window.bench.handle!.setView(viewCentredOn(full, team, innerWidth, innerHeight, 1));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const collapse: ChangeTiming[] = [];
    const expand: ChangeTiming[] = [];
    for (let r = 0; r < rounds; r++) {
      collapse.push(await probe.time(() => toggle!(team, false)));
      if (!scene?.fold?.collapsed[team]) throw new Error('the team was not collapsed');
      expand.push(await probe.time(() => toggle!(team, true)));
      if (scene?.fold?.collapsed[team]) throw new Error('the team was not expanded');
    }
    return { team: downlineCounts(full)[team], collapse, expand };
  },
};
Object.defineProperty(window.bench, 'handle', { get: () => handle.current });
