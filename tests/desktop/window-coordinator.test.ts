import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { WindowCoordinator, type WindowLike } from '../../desktop/main/window-coordinator';

const TOKEN = 'A'.repeat(43);
const LINK = `teamtree://join/${TOKEN}`;

/** A window that records what the coordinator does to it. */
function fakeWindow() {
  const log: string[] = [];
  const sent: unknown[] = [];
  let minimized = false;
  const window: WindowLike = {
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: () => {
      minimized = false;
      log.push('restore');
    },
    show: () => log.push('show'),
    focus: () => log.push('focus'),
    webContents: { send: (channel, payload) => sent.push([channel, payload]) },
  };
  return { window, log, sent, minimize: () => (minimized = true) };
}

function setup(ready = true) {
  const windows: ReturnType<typeof fakeWindow>[] = [];
  const coordinator = new WindowCoordinator({
    appReady: () => ready,
    createWindow: () => {
      const made = fakeWindow();
      windows.push(made);
      return made.window;
    },
  });
  return { coordinator, windows };
}

describe('the window coordinator', () => {
  it('cold start with a link: one window, the link handed over once the renderer listens', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['/opt/TeamTree/teamtree', '--', LINK]);
    expect(windows).toHaveLength(1);
    expect(coordinator.takePending()).toEqual({ kind: 'join', token: TOKEN });
    expect(coordinator.takePending()).toBeNull();
  });

  it('a link from a second instance reaches the listening renderer and brings the window forward', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree']);
    coordinator.takePending();
    windows[0].minimize();
    coordinator.secondInstance(['teamtree', '--', LINK]);
    expect(windows[0].sent).toEqual([[DESKTOP_CHANNELS.deepLink, { kind: 'join', token: TOKEN }]]);
    expect(windows[0].log).toEqual(['restore', 'show', 'focus']);
    expect(windows).toHaveLength(1);
  });

  it('a link that arrives while the page still loads waits for it instead of being lost', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree']);
    coordinator.openLink({ kind: 'join', token: TOKEN });
    expect(windows[0].sent).toEqual([]);
    expect(coordinator.takePending()).toEqual({ kind: 'join', token: TOKEN });
  });

  it('open-url with no window open (macOS) creates one and hands it the link', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree']);
    coordinator.windowClosed();
    coordinator.openLink({ kind: 'join', token: TOKEN });
    expect(windows).toHaveLength(2);
    expect(coordinator.takePending()).toEqual({ kind: 'join', token: TOKEN });
  });

  it('open-url before the app is ready only queues the link; the first window takes it', () => {
    let ready = false;
    const windows: WindowLike[] = [];
    const coordinator = new WindowCoordinator({ appReady: () => ready, createWindow: () => (windows.push(fakeWindow().window), windows.at(-1)!) });
    coordinator.openLink({ kind: 'join', token: TOKEN });
    expect(windows).toHaveLength(0);
    ready = true;
    coordinator.start(['teamtree']);
    expect(windows).toHaveLength(1);
    expect(coordinator.takePending()).toEqual({ kind: 'join', token: TOKEN });
  });

  it('a second start without a link focuses the running window (and creates one when none is open)', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree']);
    coordinator.secondInstance(['teamtree']);
    expect(windows).toHaveLength(1);
    expect(windows[0].log).toEqual(['show', 'focus']);
    coordinator.windowClosed();
    coordinator.secondInstance(['teamtree']);
    expect(windows).toHaveLength(2);
  });

  it('after a reload, links wait again until the renderer asks', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree']);
    coordinator.takePending();
    coordinator.rendererGone();
    coordinator.openLink({ kind: 'join', token: TOKEN });
    expect(windows[0].sent).toEqual([]);
    expect(coordinator.takePending()).toEqual({ kind: 'join', token: TOKEN });
  });

  it('ignores links outside the allowlist', () => {
    const { coordinator, windows } = setup();
    coordinator.start(['teamtree', '--', 'teamtree://settings/evil', 'https://example.com']);
    expect(coordinator.takePending()).toBeNull();
    coordinator.secondInstance(['teamtree', 'teamtree://join/short']);
    expect(windows[0].sent).toEqual([]);
  });
});
