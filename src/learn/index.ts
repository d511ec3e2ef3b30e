/**
 * Lessons on the board (issue 32), built from a rule set's data alone: its route, tile kinds, dice
 * and switches (the engine's RULE_SWITCHES and presets). Each lesson sets a position, says one
 * thing and asks for one action with a given throw; the engine's Move decides whether a move does
 * it, and a move that does not is answered with why. Nothing here is written per variant: a rule
 * that changes (a switch, a route) changes the lessons. Pure: imports the engine only.
 */
import {
  BOARDS,
  DICE,
  Game,
  mirrorTile,
  pathTiles,
  ruleOptionsOf,
  type DiceName,
  type Move,
  type Rules,
  type SwitchKey,
  type TileKind,
  type TileName,
} from '../engine/index.js';

/** Every kind of lesson, in the order they are taught; a rule set has those its rules call for. */
export const LESSON_KINDS = [
  // The route and the dice: move a given piece.
  'route',
  // How a piece comes onto the board.
  'enter',
  // Landing on a rosette: another throw (`rosettesExtraTurn`) ...
  'rosette',
  // ... or a new piece at once (bell's `rosettesEnter`).
  'rosetteEnters',
  // Captures (`captures`; bell's are taught with its stacks).
  'capture',
  // A piece on a rosette cannot be captured (`safeRosettes`) ...
  'safe',
  // ... or can (a shared rosette without `safeRosettes`).
  'unsafe',
  // Bell's tile kinds: a double advances again; eyes give the opponent a move.
  'double',
  'eyes',
  // Bell's stacks: a lone piece is captured, a stack sends the arriving piece back.
  'stack',
  // Bearing off: exactly (`exactExit`) or with any throw that reaches home.
  'exit',
  // Bell's scoring and match.
  'score',
] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Why a move does not do what its lesson asks. */
export const WHY_NOTS = [
  'otherPiece',
  'notEnter',
  'endsTurn',
  'notRosette',
  'noCapture',
  'bounce',
  'notDouble',
  'eyes',
  'notHome',
  // A piece that cannot move at all (not on offer), tried anyway: its throw goes past home, onto
  // one of its own pieces, or onto a piece on a safe rosette; or the square holds no piece to move.
  'pastHome',
  'ownPiece',
  'safeRosette',
  'noPiece',
  // The reserve tried when no piece can enter: the lesson's throw is not the entering one (bell's
  // 5), or the square it enters on holds one of the learner's pieces, or the reserve is empty.
  'entryThrow',
  'entryBlocked',
  'emptyReserve',
] as const;
export type WhyNot = (typeof WHY_NOTS)[number];

/** What a lesson's words say, all read from the rules and the lesson's position. */
export interface LessonFacts {
  /** The route as runs of squares in one row, e.g. `['A4–A1', 'B1–B8', 'A8–A7']`. */
  route: string[];
  /** Squares on the route. */
  squares: number;
  dice: DiceName;
  /** How many dice are thrown. */
  diceCount: number;
  /** Each throw and its chance as a fraction of all throws, e.g. `2: 6/16`. */
  chances: string[];
  /** Pieces enter on the square the throw counts to (`by-throw`) or on the start square with one throw. */
  entry: Rules['entry'];
  /** The start square (the route's first) and the last. */
  start: TileName;
  last: TileName;
  /** Pieces per side. */
  pieces: number;
  /** The board's squares of each kind but plain (`rosette`: every rosette). */
  squaresOf: Partial<Record<TileKind, TileName[]>>;
  /** The throw that enters a piece with `start-square` entry. */
  entryThrow: number;
  /** Bell's turns of several throws. */
  series: boolean;
  /** In such a turn, the throws that move and then throw again. */
  moveAgain: number[];
  /** A capture gives another throw. */
  captureExtraTurn: boolean;
  /** Home must be reached exactly. */
  exactExit: boolean;
  /** Bell's scoring: points per piece on the start square and in reserve, and the match target; null in race games. */
  scoring: { startSquare: number; reserve: number; target: number } | null;
  /** The lesson's throw. */
  thrown: number;
  /** The lesson's square: the piece to move, the rosette, the capture, the double, the eyes, the stack, the last square. */
  tile: TileName;
}

export interface Lesson {
  kind: LessonKind;
  /** The rule set taught (its variant and switches). */
  rules: Rules;
  /** The position (light to move `facts.thrown`), as a position string. */
  position: string;
  facts: LessonFacts;
}

/** The answer to a try: done, or why the move does not do what was asked (with the square it went to). */
export type TryResult = { done: true } | { done: false; why: WhyNot; tile: TileName | 'home' };

/** The lessons that need a capture. */
const CAPTURE_LESSONS: readonly LessonKind[] = ['capture', 'safe', 'unsafe', 'stack'];

/**
 * What each rule switch is to the lessons, keyed by the registry so that a new switch does not
 * compile until the lessons have decided what it means for them: which lessons its value lets be
 * taught (`teaches`), and why it stops a piece landing on an opponent's tile of a kind (`stops`,
 * for whyStuck). A switch reaches the lessons through the engine's moves and the facts their
 * words read as well (`buildLessons`' `common`).
 */
const SWITCHES_IN_LESSONS: {
  readonly [K in SwitchKey]: {
    teaches: (rules: Rules, kind: LessonKind) => boolean;
    stops: (rules: Rules, kind: TileKind | undefined) => WhyNot | null;
  };
} = {
  // Every lesson sets out the rules' pieces, with the dice's likeliest throws.
  pieces: { teaches: () => true, stops: () => null },
  dice: { teaches: () => true, stops: () => null },
  // The exit lesson shows the exact throw where it is needed.
  exactExit: { teaches: () => true, stops: () => null },
  // No lesson without captures puts an opponent on the route.
  captures: { teaches: (rules, kind) => rules.captures || !CAPTURE_LESSONS.includes(kind), stops: () => null },
  safeRosettes: {
    teaches: (rules, kind) => (kind === 'safe' ? rules.safeRosettes : kind !== 'unsafe' || !rules.safeRosettes),
    stops: (rules, kind) => (rules.safeRosettes && kind === 'rosette' ? 'safeRosette' : null),
  },
  rosettesExtraTurn: { teaches: (rules, kind) => kind !== 'rosette' || rules.rosettesExtraTurn, stops: () => null },
  // The capture lesson's words say so (`captureExtraTurn`).
  capturesExtraTurn: { teaches: () => true, stops: () => null },
  // A lesson sets light to move, whoever starts a game.
  firstPlayer: { teaches: () => true, stops: () => null },
  // The score lesson's words say the target.
  targetScore: { teaches: () => true, stops: () => null },
};

/** Whether the rules' switches let lesson `kind` be taught. */
const taught = (rules: Rules, kind: LessonKind) =>
  Object.values(SWITCHES_IN_LESSONS).every((entry) => entry.teaches(rules, kind));

/** Whether a move does what its lesson asks. */
const GOALS: Record<LessonKind, (move: Move, lesson: Lesson) => boolean> = {
  route: (move, { facts }) => move.from === facts.tile,
  enter: (move) => move.enter,
  rosette: (move) => move.rosette && move.extraTurn,
  rosetteEnters: (move) => move.freeEntry,
  capture: (move) => move.captures.length > 0,
  safe: (move) => move.captures.length > 0,
  unsafe: (move) => move.captures.length > 0 && move.rosette,
  double: (move) => move.double,
  eyes: (move) => !move.eyes,
  stack: (move) => move.captures.length > 0,
  exit: (move) => move.bearOff,
  score: (move) => move.bearOff,
};

/** Why a move that misses its lesson's goal misses it. */
function whyNot(kind: LessonKind, move: Move, rules: Rules): WhyNot {
  switch (kind) {
    case 'route':
      return 'otherPiece';
    case 'enter':
      // Bell: the entering throw moved on the board ends the turn; entering throws again.
      return rules.turn === 'series' && move.distance === rules.entryThrow ? 'endsTurn' : 'notEnter';
    case 'rosette':
    case 'rosetteEnters':
      return 'notRosette';
    case 'unsafe':
      return move.captures.length > 0 ? 'notRosette' : 'noCapture';
    case 'stack':
      return move.bounced ? 'bounce' : 'noCapture';
    case 'double':
      return 'notDouble';
    case 'eyes':
      return 'eyes';
    case 'exit':
    case 'score':
      return 'notHome';
    default:
      return 'noCapture';
  }
}

/** Plays `move` in `lesson`'s position: done if it does what the lesson asks, else why not. */
export function tryMove(lesson: Lesson, move: Move): TryResult {
  if (GOALS[lesson.kind](move, lesson)) return { done: true };
  return { done: false, why: whyNot(lesson.kind, move, lesson.rules), tile: move.to };
}

/**
 * Why light's piece on `tile` (a square, or 'reserve'), which has no legal move in the lesson,
 * cannot move the lesson's throw (the square it would reach, or 'home'), or that the square holds
 * no light piece; null when the piece can move or `tile` is not a square of the board.
 */
export function whyStuck(lesson: Lesson, tile: TileName | 'reserve'): { why: WhyNot; tile: TileName | 'home' } | null {
  const game = lessonGame(lesson);
  const { rules } = lesson;
  const { light, dark } = game.position();
  if (game.legalMoves().some((move) => move.from === tile)) return null;
  if (tile === 'reserve') return whyNoEntry(lesson);
  if (!BOARDS[rules.board].tiles.includes(tile)) return null;
  if (!light.tiles.includes(tile)) return { why: 'noPiece', tile };
  const path = pathTiles(rules.path, 'light');
  const target = path.indexOf(tile) + lesson.facts.thrown;
  if (target >= path.length) return target > path.length ? { why: 'pastHome', tile: 'home' } : null;
  return whyNotOnto(lesson, path[target], light.tiles, dark.tiles);
}

/** Why no piece of light's reserve can enter with the lesson's throw. */
function whyNoEntry(lesson: Lesson): { why: WhyNot; tile: TileName | 'home' } | null {
  const { rules, facts } = lesson;
  const { light, dark } = lessonGame(lesson).position();
  const path = pathTiles(rules.path, 'light');
  if (light.reserve === 0) return { why: 'emptyReserve', tile: 'home' };
  if (rules.entry === 'start-square' && facts.thrown !== facts.entryThrow) return { why: 'entryThrow', tile: path[0] };
  const to = path[rules.entry === 'start-square' ? 0 : facts.thrown - 1];
  const blocked = whyNotOnto(lesson, to, light.tiles, dark.tiles);
  return blocked?.why === 'ownPiece' ? { why: 'entryBlocked', tile: to } : blocked;
}

/** Why a piece of light's cannot end its move on `to`: one of its own there, or dark's where a switch keeps it (a safe rosette). */
function whyNotOnto(
  { rules }: Lesson,
  to: TileName,
  light: readonly TileName[],
  dark: readonly TileName[],
): { why: WhyNot; tile: TileName } | null {
  if (light.includes(to)) return { why: 'ownPiece', tile: to };
  if (!dark.includes(to)) return null;
  const why = Object.values(SWITCHES_IN_LESSONS)
    .map((entry) => entry.stops(rules, rules.tileKinds[to]))
    .find((stop) => stop !== null);
  return why ? { why, tile: to } : null;
}

/** The lesson's position as a game (no dice of its own: the lesson gives the throw). */
export function lessonGame(lesson: Lesson): Game {
  return new Game({
    variant: lesson.rules.variant,
    rules: ruleOptionsOf(lesson.rules),
    seed: null,
    start: lesson.position,
  });
}

/** Where light's pieces stand and dark's: tiles (repeated for a stack) and pieces already home. */
interface Setup {
  light: number[];
  dark: TileName[];
  lightHome?: number;
}

/** The board's squares by kind (ES2022 has no Object.groupBy). */
function squaresOf(rules: Rules): Partial<Record<TileKind, TileName[]>> {
  const result: Partial<Record<TileKind, TileName[]>> = {};
  for (const [tile, kind] of Object.entries(rules.tileKinds)) (result[kind] ??= []).push(tile);
  return result;
}

/** The route's squares as runs within one row (`A4–A1`). */
function routeRuns(path: readonly TileName[]): string[] {
  const runs: TileName[][] = [];
  for (const tile of path) {
    const run = runs.at(-1);
    if (run && run[0][0] === tile[0]) run.push(tile);
    else runs.push([tile]);
  }
  return runs.map((run) => (run.length === 1 ? run[0] : `${run[0]}–${run.at(-1)}`));
}

/**
 * The lessons of a rule set, in teaching order. A lesson its rules call for is left out only when
 * no position of these rules can ask it (too few pieces, say).
 */
export function buildLessons(rules: Rules): Lesson[] {
  const path = pathTiles(rules.path, 'light');
  const squares = path.length;
  const tileAt = (index: number) => path[index - 1];
  const indices = (test: (tile: TileName, kind: TileKind | undefined) => boolean) =>
    path.flatMap((tile, i) => (test(tile, rules.tileKinds[tile]) ? [i + 1] : []));
  const shared = (tile: TileName) => tile[0] === 'B';
  const rosettes = indices((_, kind) => kind === 'rosette');
  const sharedRosettes = indices((tile, kind) => shared(tile) && kind === 'rosette');
  const sharedPlain = indices((tile, kind) => shared(tile) && kind !== 'rosette');
  const ofKind = (wanted: TileKind) => indices((_, kind) => kind === wanted);
  const all = indices(() => true);
  const dice = DICE[rules.dice];
  // The throws, likeliest first (smaller first among equals): the lessons use the throws met most.
  const throws = dice.outcomes
    .filter(({ value }) => value > 0)
    .sort((a, b) => b.probability - a.probability || a.value - b.value)
    .map(({ value }) => value);
  const denominator = 2 ** dice.count;
  const common = {
    route: routeRuns(path),
    squares,
    dice: rules.dice,
    diceCount: dice.count,
    chances: dice.outcomes.map(({ value, probability }) => `${value}: ${probability * denominator}/${denominator}`),
    entry: rules.entry,
    start: path[0],
    last: path[squares - 1],
    pieces: rules.pieces,
    squaresOf: squaresOf(rules),
    entryThrow: rules.entryThrow,
    series: rules.turn === 'series',
    moveAgain: rules.turn === 'series' ? throws.filter((value) => value !== rules.entryThrow).sort() : [],
    captureExtraTurn: rules.capturesExtraTurn,
    exactExit: rules.exactExit,
    scoring: rules.scoring && { ...rules.scoring, target: rules.targetScore },
  };

  /** The position string of a setup with light to move `thrown`; null if the pieces do not fit. */
  const positionOf = ({ light, dark, lightHome = 0 }: Setup, thrown: number): string | null => {
    const lightReserve = rules.pieces - lightHome - light.length;
    const darkReserve = rules.pieces - dark.length;
    if (lightReserve < 0 || darkReserve < 0 || light.some((i) => i < 1 || i > squares)) return null;
    if (!rules.stacking && new Set(light).size < light.length) return null;
    return `r${lightReserve} h${lightHome} ${light.map(tileAt).join(' ')} / r${darkReserve} h0 ${dark.join(' ')} / light move ${thrown}`;
  };

  /**
   * The first setup (throws likeliest first) whose position the engine accepts and where some
   * legal move does what the lesson asks and some other does not.
   */
  const first = (
    kind: LessonKind,
    setups: (thrown: number) => Iterable<{ setup: Setup; tile: TileName }>,
    only: readonly number[] = throws,
  ): Lesson | null => {
    if (!taught(rules, kind)) return null;
    for (const thrown of only)
      for (const { setup, tile } of setups(thrown)) {
        const position = positionOf(setup, thrown);
        if (!position) continue;
        const lesson: Lesson = { kind, rules, position, facts: { ...common, thrown, tile } };
        let moves: Move[];
        try {
          moves = lessonGame(lesson).legalMoves();
        } catch {
          // A position these rules refuse (both colours on a tile, no legal move): try the next.
          continue;
        }
        const right = moves.filter((move) => GOALS[kind](move, lesson));
        if (right.length > 0 && right.length < moves.length) return lesson;
      }
    return null;
  };

  /** `target` reached from `target - thrown`, beside a second piece anywhere else. */
  function* toward(targets: number[], thrown: number, dark: (target: number) => TileName[] = () => []) {
    for (const target of targets)
      for (const other of all)
        if (other !== target - thrown)
          yield { setup: { light: [target - thrown, other], dark: dark(target) }, tile: tileAt(target) };
  }
  // A dark piece on its own side of the board (it has a move of 4 for bell's eyes).
  const darkAtHome = mirrorTile(path[1]);

  const lessons = [
    first('route', function* () {
      for (const from of all)
        for (const other of all)
          if (other !== from) yield { setup: { light: [from, other], dark: [] }, tile: tileAt(from) };
    }),
    first(
      'enter',
      function* () {
        for (const other of all) yield { setup: { light: [other], dark: [] }, tile: path[0] };
      },
      rules.entry === 'start-square' ? [rules.entryThrow] : throws,
    ),
    first('rosette', (thrown) => toward(rosettes, thrown)),
    rules.rosettesEnter ? first('rosetteEnters', (thrown) => toward(rosettes, thrown)) : null,
    !rules.stacking ? first('capture', (thrown) => toward(sharedPlain, thrown, (target) => [tileAt(target)])) : null,
    first('safe', function* (thrown) {
      for (const rosette of sharedRosettes)
        for (const target of sharedPlain)
          for (const other of all)
            yield {
              setup: { light: [rosette - thrown, target - thrown, other], dark: [tileAt(rosette), tileAt(target)] },
              tile: tileAt(rosette),
            };
    }),
    first('unsafe', (thrown) => toward(sharedRosettes, thrown, (target) => [tileAt(target)])),
    first('double', (thrown) => toward(ofKind('double'), thrown)),
    first('eyes', (thrown) => toward(ofKind('eyes'), thrown, () => [darkAtHome])),
    rules.stacking
      ? first('stack', function* (thrown) {
          for (const stack of sharedPlain)
            for (const lone of sharedPlain)
              if (lone !== stack)
                yield {
                  setup: { light: [stack - thrown, lone - thrown], dark: [tileAt(stack), tileAt(stack), tileAt(lone)] },
                  tile: tileAt(stack),
                };
        })
      : null,
    first('exit', function* (thrown) {
      for (const other of all) {
        // With exact exit, a piece on the last square beside it shows a throw too big to bear off.
        const last = rules.exactExit && thrown > 1 ? [squares] : [];
        yield {
          setup: { light: [squares + 1 - thrown, ...last, other], dark: [] },
          tile: tileAt(squares + 1 - thrown),
        };
      }
    }),
    rules.scoring
      ? first('score', function* (thrown) {
          for (const other of all)
            yield {
              setup: { light: [squares + 1 - thrown, other], dark: [darkAtHome], lightHome: rules.pieces - 2 },
              tile: tileAt(squares + 1 - thrown),
            };
        })
      : null,
  ];
  return lessons.filter((lesson): lesson is Lesson => lesson !== null);
}
