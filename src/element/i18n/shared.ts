/** Small helpers the language files share (kept apart from lang.ts, which imports the languages). */
import type { Player } from '../../engine/index.js';

/** Light's or dark's form of a word. */
export const side = (player: Player, light: string, dark: string): string => (player === 'light' ? light : dark);

/** "A1 (rosette)", or just "B2" for a plain tile. */
export const withKind = (tile: string, kind: string): string => (kind ? `${tile} (${kind})` : tile);
