// Why the better move was better (ai/review/reasons.ts), on constructed positions whose right reason is
// known, in every race variant where it applies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRESETS, Random, VARIANTS, createGame, parsePosition, pathIndexOf } from '../../src/engine/index.js';
import { createLayout, legalMoveSources, type Layout, type State } from '../../src/engine/moves.js';
import { exposureOf, reasonFor, type Reason } from '../../src/ai/review/reasons.js';
import { ReviewAnalysis } from '../../src/ai/review/review.js';
import { reviewTask } from '../../src/ai/review/review-task.js';

const RACES = ['finkel', 'masters', 'blitz', 'aseb'] as const;
type Race = (typeof RACES)[number];

/** Light to move `roll` with pieces on `light`, dark's on `dark` (tile names), the rest in reserve. */
function position(variant: Race, light: string[], dark: string[], roll: number): { layout: Layout; state: State } {
  const layout = createLayout(PRESETS[variant]);
  const side = (tiles: string[]) => [`r${layout.rules.pieces - tiles.length}`, 'h0', ...tiles].join(' ');
  return { layout, state: parsePosition(layout, `${side(light)} / ${side(dark)} / light move ${roll}`) };
}

/** Why `best` beats `played` (moves named by the tile they start from, R for the reserve). */
function why(
  variant: Race,
  light: string[],
  dark: string[],
  roll: number,
  played: string,
  best: string,
): Reason | null {
  const { layout, state } = position(variant, light, dark, roll);
  return reasonFor(layout, state, pathIndexOf(layout, 0, played), pathIndexOf(layout, 0, best));
}

/** The chance of a throw of `value` in `variant`. */
const chanceOf = (variant: Race, value: number) =>
  createLayout(PRESETS[variant]).dice.outcomes.find((outcome) => outcome.value === value)!.probability;

for (const variant of RACES) {
  test(`${variant}: a piece left where the opponent can hit it (B3-B5 under dark's B4) against entering`, () => {
    assert.deepEqual(why(variant, ['B3'], ['B4'], 2, 'B3', 'R'), {
      id: 'exposure',
      played: { tiles: ['B5'], attackers: 1, chance: chanceOf(variant, 1) },
      best: { tiles: [], attackers: 0, chance: 0 },
    });
  });

  test(`${variant}: a capture missed (B2xB5 sends dark's piece back 9 squares)`, () => {
    assert.deepEqual(why(variant, ['B2'], ['B5'], 3, 'R', 'B2'), { id: 'capture', tile: 'B5', squares: 9 });
  });

  test(`${variant}: a rosette not taken (A2-A1 lands on it for another throw)`, () => {
    assert.deepEqual(why(variant, ['A2'], [], 1, 'R', 'A2'), {
      id: 'rosette',
      tile: 'A1',
      central: false,
      kept: false,
    });
  });

  test(`${variant}: a bear-off that leaves a threatened piece behind (B6 under dark's B4)`, () => {
    const { layout } = position(variant, [], [], 3);
    const last = layout.tiles[0][layout.home - 3];
    const reason = why(variant, ['B6', last], ['B4'], 3, last, 'B6');
    assert.equal(reason?.id, 'bear-off');
    if (reason?.id !== 'bear-off') return;
    assert.equal(reason.from, last);
    assert.deepEqual(reason.played, { tiles: ['B6'], attackers: 1, chance: chanceOf(variant, 2) });
    // Moved on 3, B6's piece is out of the attacker's reach.
    assert.ok(!reason.best.tiles.includes('B9') && reason.best.chance < reason.played.chance);
  });

  test(`${variant}: where nothing measured differs, no reason (only the chances)`, () => {
    assert.equal(why(variant, ['B6'], [], 1, 'B6', 'R'), null);
    assert.equal(why(variant, ['B6'], [], 1, 'B6', 'B6'), null);
  });
}

for (const variant of ['finkel', 'aseb'] as const) {
  test(`${variant}: the central rosette given up (B4-B6) where rosettes are safe`, () => {
    assert.deepEqual(why(variant, ['B4'], [], 2, 'B4', 'R'), { id: 'rosette', tile: 'B4', central: true, kept: true });
  });
}

for (const variant of ['masters', 'blitz'] as const) {
  test(`${variant}: leaving the central rosette is no reason where a piece there can be hit`, () => {
    assert.equal(why(variant, ['B4'], [], 2, 'B4', 'R'), null);
  });
}

test('exposure respects safe rosettes: a piece on B4 cannot be hit in finkel, can in masters', () => {
  for (const [variant, chance] of [
    ['finkel', 0],
    ['masters', chanceOf('masters', 1)],
  ] as const) {
    const { layout, state } = position(variant, ['B4'], ['B3'], 1);
    assert.equal(exposureOf(layout, state, 0).exposure.chance, chance, variant);
  }
});

test('exposure sums the chances of the throws that can hit, and counts each attacker once', () => {
  // Dark's B1 hits B3 with 2 and B5 with 4; dark's B2 hits B3 with 1 and B5 with 3: every throw but 0.
  const { layout, state } = position('finkel', ['B3', 'B5'], ['B1', 'B2'], 1);
  const { exposure, risk } = exposureOf(layout, state, 0);
  assert.deepEqual(exposure, { tiles: ['B3', 'B5'], attackers: 2, chance: 15 / 16 });
  // The most advanced piece each throw can hit: B3 (7) with 1 and 2, B5 (9) with 3 and 4.
  assert.equal(risk, (4 / 16) * 7 + (6 / 16) * 7 + (4 / 16) * 9 + (1 / 16) * 9);
});

test('the review carries the reason with its verdict: B3-B5 under dark’s B4, where entering was better', async () => {
  const game = createGame({ variant: 'finkel', seed: 1, start: 'r6 h0 B3 / r6 h0 B4 / light throw' });
  for (const action of ['h2', 'B3-B5']) game.apply(action);
  const analysis = await ReviewAnalysis.start(reviewTask(game.toJSON()), { depth: 2 });
  const [, , moved] = await analysis.step(Infinity);
  assert.equal(moved.choice?.bestFrom, 0);
  assert.deepEqual(moved.choice?.reason, {
    id: 'exposure',
    played: { tiles: ['B5'], attackers: 1, chance: 4 / 16 },
    best: { tiles: [], attackers: 0, chance: 0 },
  });
});

test('every variant, bell included: any two options of a seeded game get a reason or none, never an error', () => {
  for (const variant of VARIANTS) {
    const game = createGame({ variant, seed: 7 });
    const random = new Random(7);
    const sources = new Int8Array(32);
    let reasons = 0;
    while (game.phase !== 'over') {
      if (game.phase !== 'move' && game.phase !== 'eyes') {
        game.throwDice();
        continue;
      }
      const { layout, state } = game;
      const options = [...sources.subarray(0, legalMoveSources(layout, state, sources))];
      if (game.phase === 'eyes') options.push(-1);
      for (const played of options)
        for (const best of options) {
          const reason = reasonFor(layout, state, played, best);
          if (reason === null) continue;
          reasons++;
          if (reason.id === 'exposure' || reason.id === 'bear-off')
            assert.ok(reason.played.chance > 0 && reason.played.chance <= 1, variant);
        }
      const moves = game.legalMoves();
      if (moves.length === 0) game.decline();
      else game.move(moves[random.below(moves.length)]);
    }
    assert.ok(reasons > 0, variant);
  }
});

test('bell: the race, where a double advances the better move further (B5-B6 goes on to B7)', () => {
  const layout = createLayout(PRESETS.bell);
  const state = parsePosition(layout, 'r5 h0 B1 B5 / r7 h0 / light move 1');
  const at = (tile: string) => pathIndexOf(layout, 0, tile);
  const reason = reasonFor(layout, state, at('B1'), at('B5'));
  // Light's lead: dark's 7 × 15 pips left against light's reserve (5 × 15) and its pieces' squares to home.
  assert.deepEqual(reason, { id: 'race', played: 105 - (75 + 9 + 6), best: 105 - (75 + 10 + 4) });
});
