import { profileAnswer } from '@shared/schemas/profile';
import { whenIdle } from '../lib/when-idle';
import { afterFirstTreeDraw } from '../screens/teamtree/tree-drawn-mark';

/** Profiles checked per step (about 4 ms on a desktop, 15 ms on a phone's slower CPU). */
const SLICE = 500;

/**
 * Checks a whole tree's profiles against the shared schema a slice at a time, after the tree is
 * drawn rather than before: at 50,000 profiles the check costs a few hundred milliseconds on the
 * main thread (the page's content security policy forbids `eval`, so zod runs without its
 * compiled path), and every open page reads the whole tree when it opens and after an outage.
 * `onInvalid` hears of the first profile that does not match, by its index.
 */
export function checkProfilesInSlices(profiles: readonly unknown[], onInvalid: (index: number) => void, schedule: (step: () => void) => unknown = whenIdle): void {
  const step = (from: number) => {
    const to = Math.min(from + SLICE, profiles.length);
    for (let i = from; i < to; i++) {
      if (!profileAnswer.safeParse(profiles[i]).success) {
        onInvalid(i);
        return;
      }
    }
    if (to < profiles.length) schedule(() => step(to));
  };
  // Not before the page's first tree is drawn: the browser may be idle before it (while the
  // page's code loads or React waits), and a step then held the draw back.
  afterFirstTreeDraw(() => schedule(() => step(0)));
}
