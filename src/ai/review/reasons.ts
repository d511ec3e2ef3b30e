/**
 * Why the better move was better, in one measured feature: the review compares the position after
 * the move played with the position after the best one, on a small vocabulary of features the
 * engine can measure exactly, and names the feature that explains most of the difference:
 *
 * - `exposure`: pieces left where the opponent's next throw can capture them, with the chance that
 *   it can (from the dice's distribution and the engine's own moves, so safe rosettes, paths,
 *   stacks and doubles count as the rules say);
 * - `bear-off`: the same, when the move played bore a piece off and left a threatened one behind;
 * - `capture`: a capture the better move makes and the played one does not;
 * - `rosette`: a rosette the better move takes (its extra throw), or the central one it keeps;
 * - `race`: the lead in pips (squares left to walk), where the moves advance unequally (bell).
 *
 * The features are weighed in pips, so that they compare: an exposure by the pips the opponent's
 * capture would cost on average, a capture by the pips it sends the piece back, an extra throw and
 * the held central rosette by a throw's mean value (the rosette's worth as a rough, stated weight).
 * Below MIN_PIPS none explains the difference: the review then gives only the chances. Output is
 * data (tiles, chances, pips): the element words it in each language.
 */
import {
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  declineBonus,
  EFFECT_CAPTURE,
  EFFECT_EXTRA_TURN,
  EFFECT_HOME,
  EFFECT_ROSETTE,
  KIND_ROSETTE,
  legalMoveSources,
  PHASE_OVER,
  PHASE_THROW,
  THROW_MOVE,
  type Layout,
  type MoveTrace,
  type State,
} from '../../engine/moves.js';
import type { SwitchKey, TileName } from '../../engine/rules.js';

/** A side's pieces the opponent's next throw could capture. */
export interface Exposure {
  /** Tiles of the pieces at risk, in path order. */
  tiles: TileName[];
  /** Opponent pieces that could capture one of them. */
  attackers: number;
  /** The chance that the opponent's next throw allows a capture, 0..1. */
  chance: number;
}

/** The feature that explains why the better move was better (see the top of this file). */
export type Reason =
  | { id: 'exposure'; played: Exposure; best: Exposure }
  /** The move played bore a piece off from `from` and left `played.tiles` at risk. */
  | { id: 'bear-off'; from: TileName; played: Exposure; best: Exposure }
  /** The better move captures on `tile`, sending that piece `squares` back to its reserve. */
  | { id: 'capture'; tile: TileName; squares: number }
  /** The better move takes the rosette `tile` (`kept` false) or keeps a piece on it (`kept` true). */
  | { id: 'rosette'; tile: TileName; central: boolean; kept: boolean }
  /** The chooser's lead in pips after each move. */
  | { id: 'race'; played: number; best: number };

export type ReasonId = Reason['id'];

/** The least difference, in pips, that a feature must explain to be named. */
export const MIN_PIPS = 0.5;

/**
 * What each rule switch is to the reasons, keyed by the registry so that a new switch does not
 * compile until the reasons have decided what it means for them. Every reason is measured through
 * the engine's own moves (captures, landings, another throw) and the dice's chances, so what a
 * switch does to the moves reaches the reasons by itself (`measuredBy` says where); a switch under
 * which a piece on a shared rosette blocks the opponent's way `holds` it, and the rosette reason
 * weighs the held square as a throw.
 */
const SWITCHES_IN_REASONS: {
  readonly [K in SwitchKey]: { holds: (layout: Layout) => boolean } | { measuredBy: string };
} = {
  pieces: { measuredBy: 'race (the pips left)' },
  dice: { measuredBy: "exposure and bear-off (the chance of a hit), rosette (a throw's mean value)" },
  exactExit: { measuredBy: 'the moves: which pieces can bear off' },
  captures: { measuredBy: 'exposure, bear-off and capture: the moves' },
  safeRosettes: { holds: (layout) => layout.safeRosettes },
  rosettesExtraTurn: { measuredBy: "rosette: the move's extra throw (EFFECT_EXTRA_TURN)" },
  capturesExtraTurn: {
    measuredBy: "none: a capture's worth is the pips it sends back, its extra throw is not weighed",
  },
  firstPlayer: { measuredBy: 'none: a choice is judged from its position' },
  targetScore: { measuredBy: "none: a choice is judged by the game's chances" },
};

/** Whether a piece on a shared rosette blocks the opponent's way under `layout`'s rules (SWITCHES_IN_REASONS). */
const holdsRosettes = (layout: Layout) =>
  Object.values(SWITCHES_IN_REASONS).some((entry) => 'holds' in entry && entry.holds(layout));

/** An option: a path index to move from, or a negative number to decline an eyes bonus (search.ts's DECLINE). */
type Option = number;

/** What one option leads to, measured for the chooser. */
interface Result {
  state: State;
  effects: number;
  /** The opponent's path index of the piece captured (0: none), and the tile. */
  captured: number;
  capturedTile: TileName | null;
  /** The rosette the move landed on, as a path index (0: none). */
  rosette: number;
  exposure: Exposure;
  /** Pips the opponent's best capture on its next throw would cost the chooser, on average. */
  risk: number;
  /** The chooser's lead in pips. */
  lead: number;
}

/**
 * Why `best` was better than `played` for the player to act in `before` (PHASE_MOVE or PHASE_EYES);
 * null when they are the same option or no feature explains MIN_PIPS of the difference.
 */
export function reasonFor(layout: Layout, before: State, played: Option, best: Option): Reason | null {
  if (played === best) return null;
  const player = before.turn;
  const [mine, better] = [played, best].map((from) => measure(layout, before, player, from));
  const mean = meanThrow(layout);
  // Safe rosettes both players pass (the classic board's B4): holding one blocks the opponent's way.
  const shared = holdsRosettes(layout) ? sharedRosettes(layout) : [];
  const held = (result: Result) => shared.filter((index) => result.state.board[player * layout.stride + index] > 0);
  const landed = (result: Result) => ((result.effects & EFFECT_EXTRA_TURN) !== 0 && result.rosette ? mean : 0);
  const rosetteValue = (result: Result) => landed(result) + held(result).length * mean;
  const scores: Record<Exclude<ReasonId, 'bear-off'>, number> = {
    exposure: mine.risk - better.risk,
    capture: better.captured - mine.captured,
    rosette: rosetteValue(better) - rosetteValue(mine),
    // What the capture feature explains is not the race's.
    race: better.lead - mine.lead - (better.captured - mine.captured),
  };
  const [id, score] = Object.entries(scores).reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  if (score < MIN_PIPS) return null;
  switch (id as keyof typeof scores) {
    case 'exposure': {
      const bornOff = (mine.effects & EFFECT_HOME) !== 0 && (better.effects & EFFECT_HOME) === 0;
      return bornOff
        ? { id: 'bear-off', from: layout.tiles[player][played], played: mine.exposure, best: better.exposure }
        : { id: 'exposure', played: mine.exposure, best: better.exposure };
    }
    case 'capture':
      return { id: 'capture', tile: better.capturedTile!, squares: better.captured };
    case 'rosette': {
      // A rosette the better move lands on, else the shared one it keeps and the played move leaves.
      const taken = landed(better) > landed(mine);
      const index = taken ? better.rosette : held(better).find((at) => !held(mine).includes(at))!;
      return {
        id: 'rosette',
        tile: layout.tiles[player][index],
        central: layout.opposite[index] !== 0,
        kept: !taken && before.board[player * layout.stride + index] > 0,
      };
    }
    case 'race':
      return { id: 'race', played: mine.lead, best: better.lead };
  }
}

/** The position after `from`, with what the features need of it. */
function measure(layout: Layout, before: State, player: number, from: Option): Result {
  const state = cloneState(before);
  const trace: MoveTrace = { landings: [], captures: [] };
  let effects = 0;
  if (from < 0) declineBonus(state);
  else effects = applyMove(layout, state, from, trace);
  const capturedAt = (effects & EFFECT_CAPTURE) !== 0 ? trace.captures[trace.captures.length - 1] : 0;
  const landed = trace.landings[trace.landings.length - 1] ?? 0;
  const { exposure, risk } = exposureOf(layout, state, player);
  return {
    state,
    effects,
    captured: capturedAt ? layout.opposite[capturedAt] : 0,
    capturedTile: capturedAt ? layout.tiles[player][capturedAt] : null,
    rosette: (effects & EFFECT_ROSETTE) !== 0 ? landed : 0,
    exposure,
    risk,
    lead: pipsLeft(layout, state, 1 - player) - pipsLeft(layout, state, player),
  };
}

/**
 * `player`'s pieces the opponent could capture if it threw next in `state` (whoever is to act
 * there: an extra throw only delays the threat), the chance of a throw that allows it, and the
 * pips the most advanced capture of each throw would cost on average.
 */
export function exposureOf(layout: Layout, state: State, player: number): { exposure: Exposure; risk: number } {
  const none = { exposure: { tiles: [], attackers: 0, chance: 0 }, risk: 0 };
  if (state.phase === PHASE_OVER) return none;
  const opponent = 1 - player;
  const base = cloneState(state);
  base.turn = opponent;
  base.phase = PHASE_THROW;
  base.distance = 0;
  base.sourcesKey = -1;
  const thrown = cloneState(base);
  const trial = cloneState(base);
  const sources = new Int8Array(layout.home + 1);
  const atRisk = new Set<number>();
  const attackers = new Set<number>();
  let chance = 0;
  let risk = 0;
  for (const { value, probability } of layout.dice.outcomes) {
    copyState(thrown, base);
    if (value === 0 || applyThrow(layout, thrown, value) !== THROW_MOVE) continue;
    let worst = 0;
    for (const from of sources.subarray(0, legalMoveSources(layout, thrown, sources))) {
      copyState(trial, thrown);
      const trace: MoveTrace = { landings: [], captures: [] };
      applyMove(layout, trial, from, trace);
      for (const at of trace.captures) {
        const mine = layout.opposite[at];
        atRisk.add(mine);
        attackers.add(from);
        worst = Math.max(worst, mine);
      }
    }
    if (worst > 0) {
      chance += probability;
      risk += probability * worst;
    }
  }
  const count = (index: number) => (index === 0 ? 1 : state.board[opponent * layout.stride + index]);
  return {
    exposure: {
      tiles: [...atRisk].sort((a, b) => a - b).map((index) => layout.tiles[player][index]),
      attackers: [...attackers].reduce((sum, index) => sum + count(index), 0),
      chance,
    },
    risk,
  };
}

/** The pips `player` has left to walk: each piece's squares to home (a reserve piece's whole path). */
export function pipsLeft(layout: Layout, state: State, player: number): number {
  let pips = 0;
  for (let index = 0; index < layout.home; index++)
    pips += state.board[player * layout.stride + index] * (layout.home - index);
  return pips;
}

/** The mean value of a throw. */
function meanThrow(layout: Layout): number {
  return layout.dice.outcomes.reduce((sum, { value, probability }) => sum + value * probability, 0);
}

/** The path indices of the rosettes on both players' paths (the classic board's B4). */
function sharedRosettes(layout: Layout): number[] {
  return layout.kinds.flatMap((kind, index) => (kind === KIND_ROSETTE && layout.opposite[index] !== 0 ? [index] : []));
}
