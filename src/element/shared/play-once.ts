/**
 * `playOnce(key, keyframes, ms)`: plays `keyframes` on the element once per `key` (a moved piece's
 * key names the move, a die's the throw), so later renders with the same key leave it still.
 * Nothing for an empty key, for 0 ms, or under prefers-reduced-motion.
 */
import { nothing } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { reducedMotion } from './reduced-motion.js';

class PlayOnce extends Directive {
  /** The key last played (or skipped). */
  private played = '';
  render(_key: string, _keyframes: Keyframe[], _ms: number) {
    return nothing;
  }
  override update(part: ElementPart, [key, keyframes, ms]: [string, Keyframe[], number]) {
    if (key !== this.played) {
      this.played = key;
      if (key && ms > 0 && !reducedMotion()) part.element.animate(keyframes, { duration: ms, easing: 'ease-in-out' });
    }
    return nothing;
  }
}

export const playOnce = directive(PlayOnce);
