import { expect } from '@open-wc/testing';
import { DICE, facesForValue, Random, seedState, valueOfFaces, type DiceName } from '../../src/engine/index.js';

/** docs/rules.md §2, exactly: value → probability. */
const TABLE: Record<DiceName, { count: number; probabilities: Record<number, number> }> = {
  'four-binary': { count: 4, probabilities: { 0: 1 / 16, 1: 4 / 16, 2: 6 / 16, 3: 4 / 16, 4: 1 / 16 } },
  'three-binary-zero-four': { count: 3, probabilities: { 1: 3 / 8, 2: 3 / 8, 3: 1 / 8, 4: 1 / 8 } },
  'three-tetrahedral': { count: 3, probabilities: { 4: 1 / 8, 0: 3 / 8, 1: 3 / 8, 5: 1 / 8 } },
};

/** Chi-square critical values at p = 0.001 by degrees of freedom: a fair generator fails 1 in 1000 seeds. */
const CRITICAL_0_001: Record<number, number> = {
  1: 10.83,
  2: 13.82,
  3: 16.27,
  4: 18.47,
  5: 20.52,
  6: 22.46,
  7: 24.32,
  15: 37.7,
};

function chiSquare(observed: Map<number | string, number>, expected: Map<number | string, number>): number {
  let sum = 0;
  for (const [key, want] of expected) sum += ((observed.get(key) ?? 0) - want) ** 2 / want;
  return sum;
}

const THROWS = 40_000;

describe('dice: models (docs/rules.md §2)', () => {
  for (const [name, { count, probabilities }] of Object.entries(TABLE) as [DiceName, (typeof TABLE)[DiceName]][]) {
    it(`§2 ${name}: ${count} dice, exact probability table`, () => {
      const model = DICE[name];
      expect(model.name).to.equal(name);
      expect(model.count).to.equal(count);
      const table = Object.fromEntries(model.outcomes.map(({ value, probability }) => [value, probability]));
      expect(table).to.deep.equal(probabilities);
      expect(model.values).to.deep.equal(
        Object.keys(probabilities)
          .map(Number)
          .sort((a, b) => a - b),
      );
      expect(model.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0)).to.equal(1);
    });
  }

  it('§2 four-binary: the value is the number of marked tips up', () => {
    expect(valueOfFaces(DICE['four-binary'], [false, false, false, false])).to.equal(0);
    expect(valueOfFaces(DICE['four-binary'], [true, false, true, true])).to.equal(3);
    expect(valueOfFaces(DICE['four-binary'], [true, true, true, true])).to.equal(4);
  });

  it('§2 three-binary-zero-four: a total of 0 counts as 4', () => {
    expect(valueOfFaces(DICE['three-binary-zero-four'], [false, false, false])).to.equal(4);
    expect(valueOfFaces(DICE['three-binary-zero-four'], [true, true, true])).to.equal(3);
  });

  it('§2 three-tetrahedral: 0 marked up = 4, 1 = 0, 2 = 1, 3 = 5', () => {
    const bell = DICE['three-tetrahedral'];
    expect(valueOfFaces(bell, [false, false, false])).to.equal(4);
    expect(valueOfFaces(bell, [false, true, false])).to.equal(0);
    expect(valueOfFaces(bell, [true, false, true])).to.equal(1);
    expect(valueOfFaces(bell, [true, true, true])).to.equal(5);
  });

  it('facesForValue draws faces that show the value, for every value of every dice', () => {
    for (const model of Object.values(DICE)) {
      for (const value of model.values) {
        const faces = facesForValue(model, value);
        expect(faces).to.have.length(model.count);
        expect(valueOfFaces(model, faces)).to.equal(value);
      }
    }
  });

  it('§5 facesForValue rejects a value the dice cannot show', () => {
    expect(() => facesForValue(DICE['four-binary'], 5)).to.throw(
      RangeError,
      /four-binary dice cannot show 5: expected one of 0, 1, 2, 3, 4/,
    );
    expect(() => facesForValue(DICE['three-binary-zero-four'], 0)).to.throw(/cannot show 0/);
    expect(() => facesForValue(DICE['three-tetrahedral'], 2)).to.throw(/cannot show 2/);
  });
});

describe('dice: the seeded generator', () => {
  it('§2 the same seed gives the same sequence; another seed another', () => {
    const sequence = (seed: number | string) => {
      const random = new Random(seed);
      return Array.from({ length: 20 }, () => random.nextUint32());
    };
    expect(sequence(42)).to.deep.equal(sequence(42));
    expect(sequence('match-7')).to.deep.equal(sequence('match-7'));
    expect(sequence(42)).to.not.deep.equal(sequence(43));
    expect(sequence('a')).to.not.deep.equal(sequence('b'));
  });

  it('the whole generator state is one number: restoring it replays the sequence', () => {
    const random = new Random(7);
    random.nextUint32();
    const saved = random.state;
    const first = [random.throw(DICE['four-binary']), random.next(), random.below(10)];
    random.state = saved;
    expect([random.throw(DICE['four-binary']), random.next(), random.below(10)]).to.deep.equal(first);
  });

  it('seeds normalise to 32 bits; strings hash deterministically', () => {
    expect(seedState(5)).to.equal(5);
    expect(seedState(-1)).to.equal(0xffffffff);
    expect(seedState(2 ** 32 + 3)).to.equal(3);
    expect(seedState('ur')).to.equal(seedState('ur'));
    expect(seedState('ur')).to.not.equal(seedState('uR'));
    expect(new Random('5').state).to.not.equal(new Random(5).state);
  });

  it('throwValue is the value of throw for the same generator state', () => {
    for (const model of Object.values(DICE)) {
      const a = new Random(99);
      const b = new Random(99);
      for (let i = 0; i < 500; i++) expect(b.throwValue(model)).to.equal(a.throw(model).value);
    }
  });

  it('below(n) is Math.floor(next() * n) for the same generator state, small n and large', () => {
    const a = new Random(7);
    const b = new Random(7);
    for (const n of [1, 2, 3, 7, 100, 2 ** 21 + 1, 2 ** 31 + 3, 2 ** 40 - 1, 2 ** 52 + 1]) {
      for (let i = 0; i < 200; i++) expect(b.below(n)).to.equal(Math.floor(a.next() * n));
    }
  });

  it('next() is in [0, 1) and below(n) in [0, n)', () => {
    const random = new Random(3);
    for (let i = 0; i < 2000; i++) {
      const x = random.next();
      expect(x >= 0 && x < 1).to.equal(true);
      const k = random.below(7);
      expect(Number.isInteger(k) && k >= 0 && k < 7).to.equal(true);
    }
  });
});

describe('dice: distributions, chi-square at p = 0.001 with fixed seeds (docs/rules.md §2)', () => {
  for (const [name, { probabilities }] of Object.entries(TABLE) as [DiceName, (typeof TABLE)[DiceName]][]) {
    for (const seed of [1, 2024]) {
      it(`§2 ${name} values follow the table (seed ${seed}, ${THROWS} throws)`, () => {
        const model = DICE[name];
        const random = new Random(seed);
        const observed = new Map<number, number>();
        for (let i = 0; i < THROWS; i++) {
          const value = random.throwValue(model);
          observed.set(value, (observed.get(value) ?? 0) + 1);
        }
        const expected = new Map(Object.entries(probabilities).map(([value, p]) => [Number(value), p * THROWS]));
        expect(
          [...observed.keys()].every((value) => expected.has(value)),
          'only table values',
        ).to.equal(true);
        const df = expected.size - 1;
        expect(chiSquare(observed, expected)).to.be.below(CRITICAL_0_001[df]);
      });
    }

    it(`§2 ${name}: each die is a fair, independent coin (all face patterns equally likely)`, () => {
      const model = DICE[name];
      const random = new Random(77);
      const observed = new Map<string, number>();
      for (let i = 0; i < THROWS; i++) {
        const thrown = random.throw(model);
        expect(thrown.value).to.equal(valueOfFaces(model, thrown.dice));
        const key = thrown.dice.map(Number).join('');
        observed.set(key, (observed.get(key) ?? 0) + 1);
      }
      const patterns = 2 ** model.count;
      const expected = new Map(
        Array.from({ length: patterns }, (_, i) => [i.toString(2).padStart(model.count, '0'), THROWS / patterns]),
      );
      expect(observed.size).to.equal(patterns);
      expect(chiSquare(observed, expected)).to.be.below(CRITICAL_0_001[patterns - 1]);
    });
  }

  it('a test this strict catches a biased die (sanity check of the statistic)', () => {
    // Three-binary dice read as four-binary would give no 4s and too many 0s.
    const random = new Random(1);
    const observed = new Map<number, number>();
    for (let i = 0; i < THROWS; i++) {
      const value =
        DICE['four-binary'].valueByMarked[random.throw(DICE['three-tetrahedral']).dice.filter(Boolean).length];
      observed.set(value, (observed.get(value) ?? 0) + 1);
    }
    const expected = new Map(
      Object.entries(TABLE['four-binary'].probabilities).map(([v, p]) => [Number(v), p * THROWS]),
    );
    expect(chiSquare(observed, expected)).to.be.above(CRITICAL_0_001[4]);
  });

  it('below(n) is uniform', () => {
    const random = new Random(11);
    const observed = new Map<number, number>();
    for (let i = 0; i < THROWS; i++) {
      const k = random.below(6);
      observed.set(k, (observed.get(k) ?? 0) + 1);
    }
    const expected = new Map(Array.from({ length: 6 }, (_, k) => [k, THROWS / 6]));
    expect(chiSquare(observed, expected)).to.be.below(CRITICAL_0_001[5]);
  });
});
