/**
 * The status line's whole text (also read out by the live region): what just happened, then whose
 * action is awaited. What a throw, a move or a declined bonus did is told here, with the move layer
 * (parts.ts) that a board fetches with its first throw or move; the rest of the line is
 * status-line.ts, in the first load. Pure: the same facts always give the same sentence.
 */
import type { Move } from '../../engine/index.js';
import type { Translation } from '../i18n/types.js';
import { statusLine, type StatusFacts } from './status-line.js';

export type { StatusFacts } from './status-line.js';

/** "Ana threw 3. Ana's move": what just happened, then whose action is awaited. */
export function statusText(t: Translation, facts: StatusFacts): string {
  const { news, turn } = facts;
  // The throw just said tells the distance, so the move it awaits is said without it: "Ana threw 2. Ana's move".
  const turnWords =
    news?.kind === 'throw' && turn.phase === 'move' && turn.player === news.player
      ? { ...t, toMove: t.toMoveThrown }
      : t;
  return statusLine(turnWords, facts, playedText(t, facts));
}

/** What a throw, a move or a declined bonus did; '' for other news (statusLine tells it). */
function playedText(t: Translation, { news, name, turn }: StatusFacts): string {
  switch (news?.kind) {
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
    case 'game-end': {
      const who = name(news.winner);
      const parts = [news.matchWinner ? t.winsMatch(name(news.matchWinner)) : t.wins(who)];
      if (news.score !== null) parts.push(t.points(who, news.score));
      return parts.join(' ');
    }
    default:
      // A new game, a game loaded, an action taken back: the first load's (statusLine).
      return '';
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
 * throw"; bell's double is said where it was ("Ana moved A1-B3, landed on the double on B3: moved as far again to B7"). The one order of its clauses, for the status line, the move list, the review and the hints.
 * `throwAgain`: bell's throw of 1 or 4 gives another throw after the move (said when known).
 */
export function moveWords(t: MoveClauses, name: string, move: Move, throwAgain?: boolean): string {
  // Told in the order it happened: to the double, then as far again to where the move ends.
  const double = move.double && t.doubled ? move.landings[0] : null;
  const to = double ?? move.to;
  const parts = [
    move.enter
      ? t.entered(name, to)
      : move.bearOff && !double
        ? t.boreOff(name, move.from)
        : t.moved(name, `${move.from}-${to}`),
  ];
  if (double) parts.push(t.doubled!(double, move.bearOff ? null : move.to));
  if (move.capture) parts.push(t.captured(move.capture));
  if (move.bounced) parts.push(t.bounced(move.to));
  if (move.extraTurn || throwAgain) parts.push(move.rosette ? t.rosetteAgain : t.extraTurn);
  return parts.join(', ');
}
