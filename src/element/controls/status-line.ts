/**
 * The status line's text (also read out by the live region) before anything is played: the news a
 * first load tells (a new game, a game loaded, an action taken back), the result, then whose action
 * is awaited. What a throw, a move or a declined bonus did comes with the move layer, which a board
 * fetches with its first throw or move (status.ts `statusText`, the whole line). Pure: the same
 * facts always give the same sentence.
 */
import type { Phase, Player } from '../../engine/index.js';
import type { Side } from '../attributes.js';
import type { News } from '../players/controller.js';
import type { ConnectionWords } from '../i18n/types.js';
import type { ConnectionState } from '../../protocol/index.js';
import type { Translation } from '../i18n/types.js';

/** What the status line says things about. */
export interface StatusFacts {
  /** The last thing that happened, or null before anything did. */
  news: News | null;
  /** Who acts now, in what phase, and the distance a move must cover (null unless a move is awaited). */
  turn: { player: Player; phase: Phase; distance: number | null };
  /** The game's winner, once it is over. */
  winner: Player | null;
  /** Who plays the side to act. */
  side: Side;
  /** A computer side is working out its move. */
  thinking: boolean;
  /**
   * Online play: the connection's state, said instead of whose turn it is, about `opponent` (null
   * for a spectator: either seat), in `words` of the board's language; `closed`: it ended for good
   * (shell/connection.ts), nobody plays on; null: none.
   */
  connection: { state: ConnectionState; opponent: Player | null; words: ConnectionWords; closed?: boolean } | null;
  /** A player's name as shown. */
  name(player: Player): string;
  /** How a game resigned, abandoned or aborted ended, in words (the game-over part's): all the line says then. */
  ended?: string;
}

/**
 * "New game. Ana to throw": the line with `played`, what the last action did in words (status.ts
 * says it), or else the news a first load tells.
 */
export function statusLine(t: Translation, facts: StatusFacts, played = ''): string {
  if (facts.ended) return facts.ended;
  // A game nobody can play on any more says only that, and what to do.
  if (facts.connection?.closed) return turnText(t, facts);
  const { news } = facts;
  const said =
    played ||
    (news?.kind === 'new-game' ? t.started : news?.kind === 'load' ? t.loaded : news?.kind === 'undo' ? t.undone : '');
  // A sentence that ends itself ("Ana wins!") takes no full stop.
  return [said, resultText(t, facts), turnText(t, facts)]
    .filter(Boolean)
    .join('. ')
    .replace(/([!?…])\./g, '$1');
}

/** A game over says who won even when that is not the news (a finished game loaded, or rejoined after a reload). */
function resultText(t: Translation, { news, winner, name }: StatusFacts): string {
  return winner === null || news?.kind === 'game-end' ? '' : t.wins(name(winner));
}

function turnText(t: Translation, { turn, side, thinking, connection, name }: StatusFacts): string {
  if (connection) {
    const { opponent, words } = connection;
    return words.states[connection.state](
      opponent === null ? words.either(name('light'), name('dark')) : name(opponent),
    );
  }
  if (turn.phase === 'over') return '';
  const who = name(turn.player);
  if (side === 'computer' && thinking) return t.thinking(who);
  if (side === 'remote') return t.waiting(who);
  switch (turn.phase) {
    case 'throw-off':
      return t.toThrowOff(who);
    case 'move':
      return t.toMove(who, turn.distance!);
    case 'eyes':
      return t.eyesChoice(who);
    default:
      return t.toThrow(who);
  }
}
