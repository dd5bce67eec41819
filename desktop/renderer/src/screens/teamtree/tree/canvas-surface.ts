/** What drawing needs of a canvas (an HTMLCanvasElement; a stand-in in unit tests). */
export interface CanvasTarget {
  width: number;
  height: number;
  style: { width: string; height: string };
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
}

/** Sizes a canvas for HiDPI screens: backing store in device pixels, CSS size in CSS pixels. */
export function fitCanvas(canvas: CanvasTarget, width: number, height: number, dpr: number): void {
  const w = Math.max(1, Math.round(width * dpr));
  const h = Math.max(1, Math.round(height * dpr));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
}

export function devicePixelRatio(): number {
  return typeof window === 'undefined' ? 1 : Math.max(1, window.devicePixelRatio || 1);
}
