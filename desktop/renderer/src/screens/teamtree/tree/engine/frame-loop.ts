import type { EngineClock } from './clock';

/** At most one pending frame: drawing happens on the next animation frame, and only when asked for. */
export class FrameLoop {
  private pending = 0;

  constructor(
    private readonly clock: EngineClock,
    private readonly draw: () => void,
  ) {}

  /** Draws on the next frame (once, however often it is asked for before then). */
  request(): void {
    if (!this.pending) this.pending = this.clock.requestFrame(() => this.run());
  }

  /** Draws now, dropping a pending frame. */
  now(): void {
    this.cancel();
    this.run();
  }

  cancel(): void {
    if (this.pending) this.clock.cancelFrame(this.pending);
    this.pending = 0;
  }

  get isPending(): boolean {
    return this.pending !== 0;
  }

  private run(): void {
    this.pending = 0;
    this.draw();
  }
}
