/**
 * Property tests over many seeded random games (docs/rules.md §5): invariants after every step,
 * an independent re-implementation of move legality (and race move effects), termination,
 * record round trips and exact undo.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  createGame,
  loadGame,
  parsePosition,
  positionToString,
  Random,
  RULE_SWITCHES,
  SWITCH_KEYS,
  validateRules,
  VARIANTS,
  type Game,
  type Position,
  type RuleOptions,
  type Rules,
  type SwitchKey,
  type SwitchSpec,
  type VariantName,
} from '../../src/engine/index.js';

/** docs/rules.md §2, written out again here: the values each dice model can show. */
const DICE_VALUES: Record<string, number[]> = {
  'four-binary': [0, 1, 2, 3, 4],
  'three-binary-zero-four': [1, 2, 3, 4],
  'three-tetrahedral': [0, 1, 4, 5],
};

/** docs/rules.md §1, written out again here (light's tiles; dark swaps A and C). */
const B = (n: number) => Array.from({ length: n }, (_, i) => `B${i + 1}`);
const LIGHT_PATHS: Record<string, string[]> = {
  bell: ['A4', 'A3', 'A2', 'A1', ...B(8), 'A8', 'A7'],
  masters: ['A4', 'A3', 'A2', 'A1', ...B(7), 'C7', 'C8', 'B8', 'A8', 'A7'],
  aseb: ['A4', 'A3', 'A2', 'A1', ...B(12)],
};
const ROSETTES: Record<string, string[]> = {
  classic: ['A1', 'C1', 'B4', 'A7', 'C7'],
  aseb: ['A1', 'C1', 'B4', 'B8', 'B12'],
};
const swapRows = (tile: string) => (tile[0] === 'A' ? 'C' : tile[0] === 'C' ? 'A' : tile[0]) + tile.slice(1);
const pathOf = (rules: Rules, player: 'light' | 'dark') =>
  LIGHT_PATHS[rules.path].map((t) => (player === 'light' ? t : swapRows(t)));
const other = (player: 'light' | 'dark') => (player === 'light' ? 'dark' : 'light');

/** What a move landed on, for the switches that give another throw. */
interface Landing {
  rosette: boolean;
  captured: boolean;
}

/**
 * What each rule switch does in the naive model below (docs/rules.md §3), keyed by the registry so
 * that a new switch does not compile until the model says what it does (and `switchesArbitrary`
 * draws every switch of the registry, so a new one is fuzzed at once): it stops a capture on a tile
 * (`blocksHit`), lets a throw past home bear off (`passesHome`), gives another throw after a landing
 * (`extraTurn`), says who acts first (`starts`), or is checked elsewhere (`checkedBy`).
 */
const NAIVE_SWITCHES: {
  readonly [K in SwitchKey]:
    | { blocksHit: (rules: Rules, tile: string) => boolean }
    | { passesHome: (rules: Rules) => boolean }
    | { extraTurn: (rules: Rules, landing: Landing) => boolean }
    | { starts: (rules: Rules) => string }
    | { checkedBy: string };
} = {
  pieces: { checkedBy: 'checkInvariants (every piece counted) and naiveResult (all home wins)' },
  dice: { checkedBy: 'DICE_VALUES (the values a throw may show)' },
  exactExit: { passesHome: (rules) => !rules.exactExit },
  captures: { blocksHit: (rules) => !rules.captures },
  safeRosettes: { blocksHit: (rules, tile) => rules.safeRosettes && ROSETTES[rules.board].includes(tile) },
  rosettesExtraTurn: { extraTurn: (rules, { rosette }) => rosette && rules.rosettesExtraTurn },
  capturesExtraTurn: { extraTurn: (rules, { captured }) => captured && rules.capturesExtraTurn },
  firstPlayer: { starts: (rules) => (rules.firstPlayer === 'throw-off' ? 'throw-off' : `${rules.firstPlayer} throw`) },
  targetScore: { checkedBy: 'test/engine/scoring.test.ts (the match)' },
};
const naive = Object.values(NAIVE_SWITCHES);
const blocksHit = (rules: Rules, tile: string) =>
  naive.some((entry) => 'blocksHit' in entry && entry.blocksHit(rules, tile));
const passesHome = (rules: Rules) => naive.some((entry) => 'passesHome' in entry && entry.passesHome(rules));
const extraTurn = (rules: Rules, landing: Landing) =>
  naive.some((entry) => 'extraTurn' in entry && entry.extraTurn(rules, landing));
/** Who acts first in a game of `rules`: `light throw`, `dark throw` or `throw-off`. */
const naiveStart = (rules: Rules) =>
  naive.flatMap((entry) => ('starts' in entry ? [entry.starts(rules)] : []))[0] ?? 'light throw';

/** The starting squares of the legal moves, computed naively from tile names (docs/rules.md §3.3-3.6, §4.2-4.4). */
function naiveSources(
  rules: Rules,
  position: Position,
  player: 'light' | 'dark',
  distance: number,
  bonus: boolean,
): string[] {
  const path = pathOf(rules, player);
  const home = path.length + 1;
  const mine = position[player];
  const theirs = position[other(player)].tiles;
  const candidates = [...(mine.reserve > 0 && !bonus ? ['reserve'] : []), ...new Set(mine.tiles)];
  return candidates.filter((source) => {
    let target: number;
    if (source === 'reserve') {
      if (rules.variant === 'bell') {
        if (distance !== 5) return false;
        target = 1;
      } else target = distance;
    } else {
      target = path.indexOf(source) + 1 + distance;
      if (target > home) {
        if (!passesHome(rules)) return false;
        target = home;
      }
    }
    if (target === home) return true;
    const tile = path[target - 1];
    if (!rules.stacking && mine.tiles.includes(tile)) return false;
    return !(theirs.includes(tile) && blocksHit(rules, tile));
  });
}

/** Bell's tile kinds with an effect (docs/rules.md §4 table); the rosettes are the classic ones. */
const BELL_DOUBLES = ['B3', 'B6'];
const BELL_EYES = ['A2', 'C2', 'A4', 'C4', 'B7'];

/**
 * The position string after a move (docs/rules.md §3.3-3.8 for race rules; §4.1-4.4 for bell: entering,
 * rosettes entering a piece, stacks, doubles, eyes, the turn of several throws), computed naively
 * from tile names. `afterBonus` is who throws once an eyes bonus being moved is settled.
 */
function naiveResult(
  rules: Rules,
  before: Position,
  from: string,
  distance: number,
  bonus: boolean,
  afterBonus: string,
): string {
  const player = before.turn as 'light' | 'dark';
  const opponent = other(player);
  const bell = rules.variant === 'bell';
  const path = pathOf(rules, player);
  const home = path.length + 1;
  const sides = { light: structuredClone(before.light), dark: structuredClone(before.dark) };
  const mine = sides[player];
  const theirs = sides[opponent];
  const count = (tiles: string[], tile: string) => tiles.filter((t) => t === tile).length;
  let captured = false;
  let rosette = false;
  let eyes = false;
  if (from === 'reserve') {
    mine.reserve--;
    // Bell enters on the start square, where the eyes pattern has no effect (§4 Decision).
    if (bell) mine.tiles.push(path[0]);
  } else mine.tiles.splice(mine.tiles.indexOf(from), 1);
  let at = from === 'reserve' ? (bell ? -1 : 0) : path.indexOf(from) + 1;
  while (at >= 0) {
    const target = Math.min(at + distance, home);
    at = -1;
    if (target === home) {
      mine.home++;
      break;
    }
    const tile = path[target - 1];
    const opposing = count(theirs.tiles, tile);
    if (opposing >= 2) {
      mine.reserve++; // a stack sends the arriving piece back (§4.3)
      break;
    }
    if (opposing === 1) {
      theirs.tiles.splice(theirs.tiles.indexOf(tile), 1);
      theirs.reserve++;
      captured = true;
    }
    mine.tiles.push(tile);
    if (ROSETTES[rules.board].includes(tile)) {
      rosette = true;
      if (bell && mine.reserve > 0) {
        mine.reserve--;
        mine.tiles.push(path[0]);
      }
    } else if (bell && BELL_DOUBLES.includes(tile)) {
      // Advance again if that move is legal (home counts); otherwise the piece stays (§4.4 Decision).
      const probe = { ...before, light: structuredClone(sides.light), dark: structuredClone(sides.dark) };
      if (naiveSources(rules, probe, player, distance, true).includes(tile)) {
        mine.tiles.splice(mine.tiles.lastIndexOf(tile), 1);
        at = target;
      }
    } else if (bell && BELL_EYES.includes(tile)) eyes = true;
  }
  const side = (name: 'light' | 'dark') => {
    const order = pathOf(rules, name);
    const tiles = [...sides[name].tiles].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return [`r${sides[name].reserve}`, `h${sides[name].home}`, ...tiles].join(' ');
  };
  let status: string;
  if (mine.home === rules.pieces) status = `${player} wins`;
  else {
    const extra = extraTurn(rules, { rosette, captured });
    const continues = extra || (bell && !(distance === 5 && from !== 'reserve'));
    const next = bonus ? afterBonus : continues ? player : opponent;
    const after = { ...before, light: sides.light, dark: sides.dark };
    const bonusOpen = eyes && naiveSources(rules, after, opponent, 4, true).length > 0;
    status = bonusOpen ? `${opponent} eyes then ${next}` : `${next} throw`;
  }
  return `${side('light')} / ${side('dark')} / ${status}`;
}

/** A cheap assertion for the hot loops (chai's deep equality would dominate the run time). */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** docs/rules.md §5 invariants of a position. */
function checkInvariants(game: Game): void {
  const position = game.position();
  const { pieces, stacking } = game.rules;
  for (const player of ['light', 'dark'] as const) {
    const side = position[player];
    const path = pathOf(game.rules, player);
    check(
      side.reserve + side.home + side.tiles.length === pieces,
      () => `${player} piece count changed: ${position.notation}`,
    );
    check(side.reserve >= 0 && side.home >= 0, () => `negative count: ${position.notation}`);
    check(
      stacking || new Set(side.tiles).size === side.tiles.length,
      () => `${player} stacks without stacking: ${position.notation}`,
    );
    check(
      side.tiles.every((tile) => path.includes(tile)),
      () => `${player} piece off its path: ${position.notation}`,
    );
  }
  const light = new Set(position.light.tiles);
  check(!position.dark.tiles.some((tile) => light.has(tile)), () => `two colours on one tile: ${position.notation}`);
  check(
    (position.winner === null) === (game.phase !== 'over'),
    () => `winner and phase disagree: ${position.notation}`,
  );
  check(
    !position.winner || position[position.winner].home === pieces,
    () => `a winner with pieces left: ${position.notation}`,
  );
  // The position string describes the state completely enough to rebuild it.
  const reparsed = positionToString(game.layout, parsePosition(game.layout, position.notation));
  check(reparsed === position.notation, () => `position string round trip: ${position.notation} -> ${reparsed}`);
}

/**
 * Everything an action changes, as one string: undo must restore it exactly. (Undo leaves earlier
 * actions alone, so the count and the last action stand for the list; redoing a seeded throw
 * after undo proves the dice were restored too.)
 */
function snapshot(game: Game): string {
  const actions = game.actions;
  const { board, ...state } = game.state;
  return JSON.stringify([
    game.position().notation,
    actions.length,
    actions.at(-1),
    Array.from(board),
    state,
    game.turnInfo,
    game.lastThrow,
    game.match,
    game.canUndo,
  ]);
}

/** The longest game any test allows; random games end far sooner. */
const STEP_CAP = 20_000;

/**
 * Plays a seeded random game; after every action checks the invariants, the naive legality,
 * and (every `checkUndoEvery` actions) that undo restores the previous state exactly, then redoes it.
 */
function playChecked(game: Game, choiceSeed: number, checkUndoEvery: number): number {
  const choices = new Random(choiceSeed);
  const rules = game.rules;
  let steps = 0;
  for (; steps < STEP_CAP && game.phase !== 'over'; steps++) {
    const checkUndo = steps % checkUndoEvery === 0;
    const before = checkUndo ? snapshot(game) : '';
    const position = game.position();
    let redo: () => unknown;
    if (game.phase === 'throw' || game.phase === 'throw-off') {
      const throwOff = game.phase === 'throw-off';
      const player = game.turn;
      const result = game.throwDice();
      redo = () => game.throwDice();
      if (!throwOff) {
        const naive = result.value === 0 ? [] : naiveSources(rules, position, player, result.value, false);
        const expected = result.value === 0 ? 'zero' : naive.length ? 'move' : 'no-move';
        check(
          result.outcome === expected,
          () => `${position.notation}: throw ${result.value} gave ${result.outcome}, expected ${expected}`,
        );
        const next = result.outcome !== 'move' && rules.turn === 'single' ? other(player) : player;
        check(
          result.outcome === 'zero' || game.turn === next,
          () => `${position.notation}: after ${result.outcome} ${game.turn} acts`,
        );
      }
    } else {
      const moves = game.legalMoves();
      const bonus = game.phase === 'eyes';
      const distance = game.turnInfo.distance!;
      const got = moves.map((m) => m.from).sort();
      const want = naiveSources(rules, position, game.turn, distance, bonus).sort();
      check(same(got, want), () => `${position.notation}: legal sources ${got} but the rules allow ${want}`);
      check(moves.length > 0, () => `${position.notation}: a move phase without moves`);
      if (bonus && choices.below(4) === 0) {
        game.decline();
        redo = () => game.decline();
      } else {
        const move = moves[choices.below(moves.length)];
        const result = game.move(move);
        check(same(result.move, move), () => `${position.notation}: the move made differs from the move offered`);
        redo = () => game.move(move);
        const expected = naiveResult(rules, position, move.from, distance, bonus, position.notation.split(' ').at(-1)!);
        check(
          result.position.notation === expected,
          () => `${position.notation}: ${move.notation} gave ${result.position.notation}, expected ${expected}`,
        );
      }
    }
    checkInvariants(game);
    if (checkUndo) {
      const after = snapshot(game);
      check(game.undo(), () => 'undo refused');
      check(snapshot(game) === before, () => `${position.notation}: undo did not restore the state`);
      redo();
      check(snapshot(game) === after, () => `${position.notation}: redo after undo differs`);
    }
  }
  return steps;
}

function expectReloads(game: Game): void {
  const record = game.toJSON();
  const loaded = loadGame(JSON.stringify(record));
  expect(loaded.position()).to.deep.equal(game.position());
  expect(loaded.actions).to.deep.equal(game.actions);
  expect(loaded.toJSON()).to.deep.equal(record);
  expect(loaded.state).to.deep.equal(game.state);
}

/** Any value of a switch, by its kind (the dice models from this file's own list). */
function valuesOf(spec: SwitchSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: spec.min, max: spec.max });
    case 'dice':
      return fc.constantFrom(...Object.keys(DICE_VALUES));
    case 'choice':
      return fc.constantFrom(...spec.values);
  }
}

/** Any values of any of the registry's switches: a switch added to it is drawn here at once. */
const switchesArbitrary = fc.record(Object.fromEntries(SWITCH_KEYS.map((key) => [key, valuesOf(RULE_SWITCHES[key])])), {
  requiredKeys: [],
}) as fc.Arbitrary<RuleOptions>;

describe('properties: seeded random games (docs/rules.md §5)', () => {
  for (const variant of VARIANTS) {
    it(`§5 ${variant}: invariants, naive legality, undo and record round trip after every step; every game ends`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), (seed, choiceSeed) => {
          const game = createGame({ variant, seed });
          const steps = playChecked(game, choiceSeed, 1);
          expect(steps).to.be.below(STEP_CAP);
          expect(game.phase).to.equal('over');
          expectReloads(game);
        }),
        { seed: 20261130, numRuns: 8 },
      );
    });
  }

  it('§5 random rule switches: the same checks, and every game ends', () => {
    const valid = fc
      .tuple(fc.constantFrom<VariantName>(...VARIANTS), switchesArbitrary)
      .filter(([variant, switches]) => validateRules({ variant, ...switches }).ok);
    fc.assert(
      fc.property(valid, fc.integer(), fc.integer(), ([variant, rules], seed, choiceSeed) => {
        const game = createGame({ variant, rules, seed });
        const start = game.phase === 'throw-off' ? 'throw-off' : `${game.turn} throw`;
        check(start === naiveStart(game.rules), () => `${JSON.stringify(rules)}: ${start} first`);
        const steps = playChecked(game, choiceSeed, 7);
        expect(steps).to.be.below(STEP_CAP);
        expect(game.phase).to.equal('over');
        expectReloads(game);
      }),
      { seed: 1130, numRuns: 50 },
    );
  });

  it('§5 random start positions (stacks, crowded boards, every status): the same checks', () => {
    const statuses = [
      'light throw',
      'dark throw',
      'light move 1',
      'dark move 4',
      'light move 5',
      'dark eyes then light',
      'light eyes then light',
    ];
    const arbitrary = fc.record({
      variant: fc.constantFrom<VariantName>(...VARIANTS),
      // Each piece's path index per side: 0 reserve, 1..L board, L+1 home (clamped to the path below).
      light: fc.array(fc.integer({ min: 0, max: 17 }), { minLength: 7, maxLength: 7 }),
      dark: fc.array(fc.integer({ min: 0, max: 17 }), { minLength: 7, maxLength: 7 }),
      status: fc.constantFrom(...statuses),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arbitrary, ({ variant, light, dark, status, seed }) => {
        const rules = createGame({ variant, seed }).rules;
        const taken = new Set<string>();
        // Pieces that would break the position rules (a second colour on a tile, a stack without
        // stacking) stay in reserve instead, so that nearly every sample is a valid position.
        const side = (player: 'light' | 'dark', spots: number[]) => {
          const path = pathOf(rules, player);
          const own = new Set<string>();
          const tokens = { reserve: 0, home: 0, tiles: [] as string[] };
          for (const spot of spots.slice(0, rules.pieces).map((n) => Math.min(n, path.length + 1))) {
            const tile = path[spot - 1];
            if (spot === path.length + 1) tokens.home++;
            else if (spot === 0 || (taken.has(tile) && !own.has(tile)) || (!rules.stacking && own.has(tile)))
              tokens.reserve++;
            else {
              tokens.tiles.push(tile);
              own.add(tile);
            }
          }
          own.forEach((tile) => taken.add(tile));
          // Nobody may start with every piece home.
          if (tokens.home === rules.pieces) {
            tokens.home--;
            tokens.reserve++;
          }
          return tokens;
        };
        const pieces = { light: side('light', light), dark: side('dark', dark) };
        const text = (tokens: typeof pieces.light) => `r${tokens.reserve} h${tokens.home} ${tokens.tiles.join(' ')}`;
        const sides = `${text(pieces.light)} / ${text(pieces.dark)}`;
        // Whether the status can stand here, decided independently (docs/rules.md §2-4): a move needs a
        // throw these dice can show and a legal move of it; an eyes bonus needs eyes tiles and a
        // legal bonus move. Any other status is a throw.
        const [who, phase, argument] = status.split(' ') as ['light' | 'dark', string, string];
        const position = { ...pieces } as unknown as Position;
        const possible =
          phase === 'throw' ||
          (phase === 'move' &&
            DICE_VALUES[rules.dice].includes(Number(argument)) &&
            naiveSources(rules, position, who, Number(argument), false).length > 0) ||
          (phase === 'eyes' &&
            Object.values(rules.tileKinds).includes('eyes') &&
            naiveSources(rules, position, who, 4, true).length > 0);
        if (!possible) {
          // The engine must refuse it too; then the side throws instead.
          expect(() => createGame({ variant, seed, start: `${sides} / ${status}` }), status).to.throw(
            /invalid position/,
          );
        }
        // Any error here is a failure: the parser must take every possible status.
        const game: Game = createGame({ variant, seed, start: `${sides} / ${possible ? status : `${who} throw`}` });
        checkInvariants(game);
        playChecked(game, seed, 3);
        expect(game.phase).to.equal('over');
        expectReloads(game);
      }),
      { seed: 424242, numRuns: 50 },
    );
  });

  it('§5 a record reloads to the identical state at any point of a game', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VariantName>(...VARIANTS),
        fc.integer(),
        fc.integer({ min: 0, max: 400 }),
        (variant, seed, actions) => {
          const game = createGame({ variant, seed });
          const choices = new Random(seed ^ 0x5eed);
          for (let i = 0; i < actions && game.phase !== 'over'; i++) {
            if (game.phase === 'throw' || game.phase === 'throw-off')
              game.throwDice(
                choices.below(3) === 0
                  ? game.layout.dice.values[choices.below(game.layout.dice.values.length)]
                  : undefined,
              );
            else if (game.phase === 'eyes' && choices.below(2) === 0) game.decline();
            else game.move(game.legalMoves()[choices.below(game.legalMoves().length)]);
          }
          expectReloads(game);
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  });

  it('§5 undo all the way back returns to the start', () => {
    fc.assert(
      fc.property(fc.constantFrom<VariantName>(...VARIANTS), fc.integer(), (variant, seed) => {
        const game = createGame({ variant, seed });
        const start = snapshot(game);
        playChecked(game, seed, 1_000_000);
        const end = snapshot(game);
        const count = game.actions.length;
        for (let i = 0; i < count; i++) expect(game.undo()).to.equal(true);
        expect(game.undo()).to.equal(false);
        expect(snapshot(game)).to.equal(start);
        // Replaying the same choices with the same dice returns to the same end.
        playChecked(game, seed, 1_000_000);
        expect(snapshot(game)).to.equal(end);
      }),
      { seed: 99, numRuns: 10 },
    );
  });
});
