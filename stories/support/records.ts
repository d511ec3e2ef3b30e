/**
 * Notable positions for the stories, built by playing seeded games with the engine itself, so a
 * record always replays under the current rules. Moves are chosen by a fixed policy, which keeps
 * every record reproducible.
 */
import { createGame, type Game, type GameRecord, type Move, type VariantName } from '../../src/engine/index.js';
import type { RuleOptions } from '../../src/engine/index.js';

/**
 * How moves are chosen: always a capture first; then `lead` runs the piece furthest along (few
 * pieces on the board, games end soon), `spread` brings in and moves the rearmost piece and likes
 * rosettes (many pieces on the board).
 */
export type Policy = 'lead' | 'spread';

function choose(game: Game, moves: Move[], policy: Policy): Move {
  const progress = (move: Move) =>
    move.from === 'reserve' ? 0 : 1 + game.position()[move.player].tiles.indexOf(move.from);
  const rank = (move: Move) =>
    (move.capture ? 100 : 0) + (policy === 'lead' ? progress(move) : (move.rosette ? 50 : 0) - progress(move));
  return moves.reduce((best, move) => (rank(move) > rank(best) ? move : best));
}

/** One action of the policy: throw, move, or (eyes bonus) take it. */
function step(game: Game, policy: Policy = 'lead'): void {
  if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
  else if (game.phase === 'move' || game.phase === 'eyes') game.move(choose(game, game.legalMoves(), policy));
  else if (game.phase === 'over' && game.match && !game.match.winner) game.nextGame();
  else throw new Error('the game is over');
}

/** Plays `variant` from `seed` until `done(game)` holds; throws if it never does. */
export function playUntil(
  variant: VariantName,
  seed: number,
  done: (game: Game) => boolean,
  policy: Policy = 'lead',
  rules: RuleOptions = {},
  maxActions = 20_000,
): GameRecord {
  const game = createGame({ variant, seed, rules });
  for (let actions = 0; !done(game); actions++) {
    if (actions >= maxActions)
      throw new Error(`${variant} seed ${seed}: position not reached in ${maxActions} actions`);
    step(game, policy);
  }
  return game.toJSON();
}

const piecesOnBoard = (game: Game) => game.position().light.tiles.length + game.position().dark.tiles.length;
const piecesHome = (game: Game) => game.position().light.home + game.position().dark.home;

const onBoard = (game: Game, player: 'light' | 'dark') => game.position()[player].tiles.length;

/** Finkel, well under way: a piece home, both sides with several pieces on the board, light to throw. */
export const midGame = (): GameRecord =>
  playUntil(
    'finkel',
    11,
    (game) =>
      game.phase === 'throw' &&
      game.turn === 'light' &&
      piecesHome(game) >= 1 &&
      onBoard(game, 'light') >= 3 &&
      onBoard(game, 'dark') >= 3,
    'spread',
  );

/** Bell: a piece has just landed on eyes; the opponent may move 4 or decline. */
export const bellEyesPending = (): GameRecord =>
  playUntil('bell', 5, (game) => game.phase === 'eyes' && game.actions.length > 30);

/**
 * Bell match to 100: a game or more played, one side within reach of the target, the next game
 * under way. (One bell game can score over 100, so the first seed that gets there is searched.)
 */
export function bellNearTarget(): GameRecord {
  for (let seed = 1; seed < 200; seed++) {
    const game = createGame({ variant: 'bell', seed });
    let played = 0;
    while (!game.match!.winner && played++ < 20_000) {
      const { scores } = game.match!;
      if (Math.max(scores.light, scores.dark) >= 60 && game.phase === 'throw' && piecesOnBoard(game) >= 4)
        return game.toJSON();
      step(game);
    }
  }
  throw new Error('no bell match near its target found');
}

/** Finkel, finished: the last piece has just come home. */
export const gameOver = (): GameRecord => playUntil('finkel', 21, (game) => game.phase === 'over');

/** The first seed whose opening throw (light, no throw-off) can be moved, for play functions. */
export function seedWithOpeningMove(variant: VariantName = 'finkel'): number {
  for (let seed = 1; ; seed++) {
    const game = createGame({ variant, seed });
    if (game.throwDice().outcome === 'move') return seed;
  }
}
