/**
 * The status line's text (also read out by the live region): what just happened, then whose
 * action is awaited. Pure: the same facts always give the same sentence.
 */
import type { Move, Phase, Player } from '../../engine/index.js';
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
   * for a spectator: either seat), in `words` of the board's language; null: none.
   */
  connection: { state: ConnectionState; opponent: Player | null; words: ConnectionWords } | null;
  /** A player's name as shown. */
  name(player: Player): string;
  /** How a game resigned, abandoned or aborted ended, in words (the game-over part's): all the line says then. */
  ended?: string;
}

/** "Ana threw 3. Ana's move: 3": what just happened, then whose action is awaited. */
export function statusText(t: Translation, facts: StatusFacts): string {
  if (facts.ended) return facts.ended;
  // A sentence that ends itself ("Ana wins!") takes no full stop.
  return [newsText(t, facts), resultText(t, facts), turnText(t, facts)]
    .filter(Boolean)
    .join('. ')
    .replace(/([!?…])\./g, '$1');
}

/** A game over says who won even when that is not the news (a finished game loaded, or rejoined after a reload). */
function resultText(t: Translation, { news, winner, name }: StatusFacts): string {
  return winner === null || news?.kind === 'game-end' ? '' : t.wins(name(winner));
}

function newsText(t: Translation, { news, name, turn }: StatusFacts): string {
  if (!news) return '';
  switch (news.kind) {
    case 'new-game':
      return t.started;
    case 'load':
      return t.loaded;
    case 'undo':
      return t.undone;
    case 'declined':
      return t.declined(name(news.player));
    case 'throw': {
      const who = name(news.player);
      if (news.outcome === 'zero') return t.zero(who);
      // Bell: a throw of 1 or 4, with no legal move or after its move, gives another throw (the turn stays).
      if (news.outcome === 'no-move')
        return t.noMove(who, news.value) + (turn.player === news.player ? `, ${t.extraTurn}` : '');
      // The throw that settles a throw-off also says who starts.
      if (news.outcome === 'throw-off' && news.turn.phase === 'throw')
        return `${t.threw(who, news.value)}. ${t.starts(name(news.turn.player))}`;
      return t.threw(who, news.value);
    }
    case 'move':
      // Still this player's turn: another throw (said once after a rosette); a game's end is news of its own.
      return (
        moveWords(t, name(news.player), news.move, turn.player === news.player) +
        (news.forced ? ` (${t.onlyMove})` : '')
      );
    case 'ended':
      return '';
    case 'game-end': {
      const who = name(news.winner);
      const parts = [news.matchWinner ? t.winsMatch(name(news.matchWinner)) : t.wins(who)];
      if (news.score !== null) parts.push(t.points(who, news.score));
      return parts.join(' ');
    }
  }
}

/**
 * The words a move is told in: the status line's (a `Translation`), or advice in the same shape
 * (i18n/moves.ts), which leaves out bell's double (the hint bar stays short; the board marks it).
 */
export type MoveClauses = Pick<
  Translation,
  'entered' | 'boreOff' | 'moved' | 'captured' | 'bounced' | 'rosetteAgain' | 'extraTurn'
> &
  Partial<Pick<Translation, 'doubled'>>;

/**
 * A move in words, its squares named as drawn: "Light entered on A4, landed on a rosette: another
 * throw"; bell's double is said where it was ("landed on the double on B3: moved as far again"). The one order of its clauses, for the status line, the move list, the review and the hints.
 * `throwAgain`: bell's throw of 1 or 4 gives another throw after the move (said when known).
 */
export function moveWords(t: MoveClauses, name: string, move: Move, throwAgain?: boolean): string {
  const parts = [
    move.enter
      ? t.entered(name, move.to)
      : move.bearOff
        ? t.boreOff(name, move.from)
        : t.moved(name, `${move.from}-${move.to}`),
  ];
  if (move.double && t.doubled) parts.push(t.doubled(move.landings[0]));
  if (move.capture) parts.push(t.captured(move.capture));
  if (move.bounced) parts.push(t.bounced(move.to));
  if (move.extraTurn || throwAgain) parts.push(move.rosette ? t.rosetteAgain : t.extraTurn);
  return parts.join(', ');
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
