/**
 * The server's dice. Each die is thrown on its own with `crypto.randomInt` and the marked tips are
 * counted, exactly as the engine's dice models describe real dice: the values are not equally
 * likely (four binary dice show 2 six times as often as 0), so picking a value uniformly would be
 * a different game.
 */
import { randomInt } from 'node:crypto';
import type { DiceModel } from '../src/engine/index.js';

export function throwDice(dice: DiceModel): number {
  let marked = 0;
  for (let die = 0; die < dice.count; die++) marked += randomInt(2);
  return dice.valueByMarked[marked];
}
