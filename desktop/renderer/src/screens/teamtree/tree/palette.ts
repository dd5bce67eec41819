import palettes from './palettes.json';

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

/** The canvas's colours in the light and the dark theme (palettes.json: colour tokens, one set a theme). */
export const LIGHT: Palette = palettes.light;
export const DARK: Palette = palettes.dark;
