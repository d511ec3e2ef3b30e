/**
 * The move book: the frozen description of every kind of move, worked out once per layout and
 * shared by all its games, with the action strings of move codes.
 */
import { moveCode } from './actions.js';
import { deepFreeze } from './freeze.js';
import type { Move } from './game-types.js';
import {
  applyMove,
  EFFECT_BOUNCED,
  EFFECT_CAPTURE,
  EFFECT_DOUBLE,
  EFFECT_EXTRA_TURN,
  EFFECT_EYES,
  EFFECT_FREE_ENTRY,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  initialState,
  KIND_DOUBLE,
  moveDistance,
  PHASE_EYES,
  type Layout,
  type MoveTrace,
  type State,
} from './moves.js';
import { moveNotation, placeAt } from './notation.js';
import { PLAYERS, type TileName } from './rules.js';

/** A move as `playMove` found it: its key, the frozen description, the action code and the EFFECT_* flags. */
export interface Played {
  key: number;
  move: Move;
  code: number;
  effects: number;
}

/** What the games of one layout share: frozen move descriptions and action strings, and a scratch state. */
export interface MoveBook {
  layout: Layout;
  /** Moves as played, keyed by what the move does (see playMove). */
  moves: Map<number, Played>;
  /** Action strings of move codes. */
  notations: Map<number, string>;
  /** Where moves are played out to describe them. */
  scratch: State;
  /** The last move played from each start (who, bonus, distance, from: a key's low 10 bits), a step before `moves`. */
  recent: (Played | null)[];
  /** Where a move's landings are traced, when the layout has doubles (several landings); else null. */
  trace: MoveTrace | null;
}

const books = new WeakMap<Layout, MoveBook>();

export function bookOf(layout: Layout): MoveBook {
  let book = books.get(layout);
  if (!book) {
    const trace = layout.kinds.includes(KIND_DOUBLE) ? { landings: [], captures: [] } : null;
    books.set(
      layout,
      (book = {
        layout,
        moves: new Map(),
        notations: new Map(),
        scratch: initialState(layout),
        recent: new Array<Played | null>(1 << 10).fill(null),
        trace,
      }),
    );
  }
  return book;
}

/**
 * Plays the legal move from `from` on `state` (which it changes) and finds its description and
 * action code: worked out once per kind of move, frozen and shared by every game of the layout.
 */
export function playMove(book: MoveBook, state: State, from: number): Played {
  const { layout, trace } = book;
  const player = state.turn;
  const bonus = state.phase === PHASE_EYES;
  const distance = moveDistance(state);
  if (trace) trace.landings.length = trace.captures.length = 0;
  const effects = applyMove(layout, state, from, trace ?? undefined);
  let count = 1;
  // One landing unless the layout has doubles (then traced); a bounced piece lands there too before going back.
  let to = from === 0 && layout.enterOnStart ? 1 : Math.min(from + distance, layout.home);
  let captured = effects & EFFECT_CAPTURE ? 1 : 0;
  if (trace) {
    count = trace.landings.length;
    to = trace.landings[count - 1];
    captured = 0;
    for (let i = 0; i < count; i++) if (trace.captures.includes(trace.landings[i])) captured |= 1 << i;
  }
  // What the move does, as a small integer: who, from where, how far, its effects, how many
  // landings (each the last one plus the distance, so they follow) and which of them capture.
  const key =
    count <= 4
      ? player | (bonus ? 2 : 0) | (distance << 2) | (from << 5) | (effects << 10) | (count << 19) | (captured << 22)
      : -1;
  const slot = key & 0x3ff;
  let played = key >= 0 ? book.recent[slot] : null;
  if (played?.key === key) return played;
  played = book.moves.get(key) ?? null;
  if (!played) {
    const landings = trace ? trace.landings.slice() : [to];
    const captures = trace ? trace.captures.slice() : captured ? landings : [];
    const move = moveOf(layout, player, from, distance, bonus, effects, landings, captures);
    played = {
      key,
      move,
      code: moveCode(player, from, to, captured !== 0, move.rosette),
      effects,
    };
    if (key >= 0) book.moves.set(key, played);
  }
  if (key >= 0) book.recent[slot] = played;
  return played;
}

/** A frozen move description: the move from `from` that landed on `landings` with `effects`. */
export function moveOf(
  layout: Layout,
  player: number,
  from: number,
  distance: number,
  bonus: boolean,
  effects: number,
  landings: readonly number[],
  captures: readonly number[],
): Move {
  const name = (position: number) => placeAt(layout, player, position) as TileName | 'home';
  const landed = landings.map(name);
  const to = landed[landed.length - 1];
  // Ending on a rosette counts unless the piece went home or bounced back to the reserve.
  const rosette = (effects & EFFECT_ROSETTE) !== 0 && to !== 'home' && !(effects & EFFECT_BOUNCED);
  const captured = captures.map(name);
  return deepFreeze({
    player: PLAYERS[player],
    from: placeAt(layout, player, from) as TileName | 'reserve',
    to,
    distance,
    landings: landed,
    enter: from === 0,
    bearOff: to === 'home',
    capture: captured[0] ?? null,
    captures: captured,
    rosette,
    extraTurn: (effects & EFFECT_EXTRA_TURN) !== 0,
    double: (effects & EFFECT_DOUBLE) !== 0,
    eyes: (effects & EFFECT_EYES) !== 0,
    freeEntry: (effects & EFFECT_FREE_ENTRY) !== 0,
    bounced: (effects & EFFECT_BOUNCED) !== 0,
    bonus,
    wins: (effects & EFFECT_WIN) !== 0,
    notation: moveNotation(placeAt(layout, player, from), to, captured.length > 0, rosette),
  });
}
