import type { Scene } from '../../../../../desktop/renderer/src/screens/teamtree/tree/draw';
import { buildLayout, type LayoutProfile } from '../../../../../desktop/renderer/src/screens/teamtree/tree/layout';

/** A scene of these profiles, every node neutral and undimmed, each named after its id. */
export function sceneOf(profiles: readonly LayoutProfile[]): Scene {
  const layout = buildLayout(profiles);
  return { layout, styles: { tone: new Uint8Array(layout.count), dim: new Uint8Array(layout.count), anyDim: false }, names: profiles.map((p) => p.id) };
}
