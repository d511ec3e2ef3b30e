/**
 * The seeded generator and the dice models of docs/rules.md §2.
 * Every die is a two-faced event (a marked tip up or not); a model maps how many are up to a value.
 */
import { describeValue } from './describe.js';
import { deepFreeze } from './freeze.js';

export type DiceName = 'four-binary' | 'three-binary-zero-four' | 'three-tetrahedral';

export interface DiceModel {
  name: DiceName;
  /** How many dice are thrown. */
  count: number;
  /** The value shown by each number of marked tips up (index = marked count). */
  valueByMarked: readonly number[];
  /** Every value the dice can show, ascending. */
  values: readonly number[];
  /** Each value's probability. */
  outcomes: readonly { value: number; probability: number }[];
}

/**
 * A dice model, plus its value by the dice's bits (one per die, marked = 1) as a typed array for
 * `Random.throwValue`: V8 reads a frozen array markedly slower than a typed array, and a typed
 * array cannot be frozen, so the table is a private field, out of every caller's reach.
 */
interface CompiledDice extends DiceModel {}
class CompiledDice {
  readonly #valueByBits: Int8Array;

  constructor(name: DiceName, valueByMarked: number[]) {
    const count = valueByMarked.length - 1;
    const probability = new Map<number, number>();
    // Binomial(count, 1/2): C(count, k) / 2^count ways to show k marked tips.
    let ways = 1;
    for (let marked = 0; marked <= count; marked++) {
      const value = valueByMarked[marked];
      probability.set(value, (probability.get(value) ?? 0) + ways / 2 ** count);
      ways = (ways * (count - marked)) / (marked + 1);
    }
    const values = [...probability.keys()].sort((a, b) => a - b);
    this.name = name;
    this.count = count;
    this.valueByMarked = valueByMarked;
    this.values = values;
    this.outcomes = values.map((value) => ({ value, probability: probability.get(value)! }));
    this.#valueByBits = Int8Array.from({ length: 1 << count }, (_, bits) => valueByMarked[bitCount(bits)]);
  }

  /** The value `dice` show when their faces are `bits`. */
  static valueOfBits(dice: DiceModel, bits: number): number {
    // A model made elsewhere than DICE has no table.
    return #valueByBits in dice ? dice.#valueByBits[bits] : dice.valueByMarked[bitCount(bits)];
  }
}

export const DICE: Readonly<Record<DiceName, DiceModel>> = deepFreeze({
  'four-binary': new CompiledDice('four-binary', [0, 1, 2, 3, 4]),
  'three-binary-zero-four': new CompiledDice('three-binary-zero-four', [4, 1, 2, 3]),
  // Marked tips up: none = 4, one = 0, two = 1, three = 5 (docs/rules.md §2).
  'three-tetrahedral': new CompiledDice('three-tetrahedral', [4, 0, 1, 5]),
});

/** A throw: the value and each die's face (true = marked tip up), for drawing. */
export interface Throw {
  value: number;
  dice: boolean[];
}

/** Turns the faces of a throw into its value. */
export function valueOfFaces(dice: DiceModel, faces: readonly boolean[]): number {
  return dice.valueByMarked[faces.filter(Boolean).length];
}

/** Faces that show `value` (marked tips first), for a value supplied by a host rather than thrown. */
export function facesForValue(dice: DiceModel, value: number): boolean[] {
  const marked = dice.valueByMarked.indexOf(value);
  if (marked < 0)
    throw new RangeError(
      `${dice.name} dice cannot show ${describeValue(value)}: expected one of ${dice.values.join(', ')}`,
    );
  return Array.from({ length: dice.count }, (_, i) => i < marked);
}

/** How many bits of `bits` are set, without a loop (a loop's varying length costs more than the sum). */
export function bitCount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The value `dice` show when their faces are `bits` (the first die highest, marked = 1). */
export function valueOfBits(dice: DiceModel, bits: number): number {
  return CompiledDice.valueOfBits(dice, bits);
}

/** Hashes a string seed to 32 bits (FNV-1a). */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export type Seed = number | string;

/** Normalises a seed to the generator's 32-bit state. */
export function seedState(seed: Seed): number {
  return typeof seed === 'number' && Number.isFinite(seed) ? seed >>> 0 : hashSeed(String(seed));
}

/**
 * A small seedable generator (mulberry32); its whole state is one 32-bit number. A game throws its
 * dice with it; `Random` (random.ts) adds the draws the computer players make.
 */
export class Mulberry32 {
  /** The generator state; saving and restoring it replays the same sequence. */
  state: number;

  constructor(seed: Seed = Date.now()) {
    this.state = seedState(seed);
  }

  /** The next 32 random bits. */
  nextUint32(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}
