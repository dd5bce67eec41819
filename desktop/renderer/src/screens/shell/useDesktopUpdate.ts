import { useEffect, useState } from 'react';
import type { DesktopUpdateState } from '@shared/desktop-api';
import { desktopHost } from '../../platform';

/** The desktop app's update state (always idle on the web). */
export function useDesktopUpdate(): DesktopUpdateState {
  const [state, setState] = useState<DesktopUpdateState>({ status: 'idle' });
  useEffect(() => {
    const desktop = desktopHost();
    if (!desktop) return;
    let live = true;
    void desktop.updates.state().then((next) => live && setState(next));
    const stop = desktop.updates.onState(setState);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}
