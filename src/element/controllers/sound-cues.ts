/** The element's sounds: each throw, move and game's end may sound; the settings part (controls/settings.ts), fetched with `sound` or a computer side, decides. */
import type { LoadedParts } from '../parts.js';

export function soundCues(host: HTMLElement & { readonly sound: boolean }, parts: LoadedParts): void {
  for (const type of ['ur-throw', 'ur-move', 'ur-game-end'])
    host.addEventListener(type, (event) => parts.settings?.soundOf(host, event));
}
