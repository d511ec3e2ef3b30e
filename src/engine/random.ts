/**
 * `Random`: the seeded generator with the draws the computer players make. Its own module, so that
 * a page that only plays loads the generator a game throws with (dice.ts) and not these.
 */
import { Mulberry32, valueOfBits, valueOfFaces, type DiceModel, type Throw } from './dice.js';

export class Random extends Mulberry32 {
  /** A uniform number in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /**
   * A uniform integer in [0, n): the same as `Math.floor(this.next() * n)` (dividing by 2^32 is
   * exact, so the order does not change the rounding), without the call to `next`: one level
   * fewer for V8 to inline into a simulation loop.
   */
  below(n: number): number {
    return Math.floor((this.nextUint32() * n) / 4294967296);
  }

  /** Throws `dice`: one random bit per die. */
  throw(dice: DiceModel): Throw {
    const bits = this.nextUint32();
    const faces: boolean[] = [];
    for (let i = 0; i < dice.count; i++) faces.push(((bits >>> (31 - i)) & 1) === 1);
    return { value: valueOfFaces(dice, faces), dice: faces };
  }

  /** Throws `dice` and returns only the value (the hot path of simulations). */
  throwValue(dice: DiceModel): number {
    return valueOfBits(dice, this.nextUint32() >>> (32 - dice.count));
  }
}
