export interface ToneColours {
  fill: string;
  stroke: string;
  text: string;
}

export interface Palette {
  background: string;
  link: string;
  selected: string;
  focus: string;
  /** The ring on nodes other users have selected. */
  peer: string;
  /** Indexed by Tone: neutral, safe, warning, danger, none. */
  tones: ToneColours[];
}

export const LIGHT: Palette = {
  background: '#f8fafc',
  link: '#94a3b8',
  selected: '#047857',
  focus: '#1d4ed8',
  peer: '#7c3aed',
  tones: [
    { fill: '#ffffff', stroke: '#cbd5e1', text: '#0f172a' },
    { fill: '#dcfce7', stroke: '#16a34a', text: '#14532d' },
    { fill: '#fef3c7', stroke: '#d97706', text: '#78350f' },
    { fill: '#fee2e2', stroke: '#dc2626', text: '#7f1d1d' },
    { fill: '#e2e8f0', stroke: '#64748b', text: '#1e293b' },
  ],
};

export const DARK: Palette = {
  background: '#020617',
  link: '#475569',
  selected: '#34d399',
  focus: '#93c5fd',
  peer: '#c4b5fd',
  tones: [
    { fill: '#1e293b', stroke: '#475569', text: '#f1f5f9' },
    { fill: '#14532d', stroke: '#22c55e', text: '#dcfce7' },
    { fill: '#713f12', stroke: '#f59e0b', text: '#fef3c7' },
    { fill: '#7f1d1d', stroke: '#f87171', text: '#fee2e2' },
    { fill: '#334155', stroke: '#94a3b8', text: '#e2e8f0' },
  ],
};

