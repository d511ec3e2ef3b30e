/**
 * The status line's whole text (also read out by the live region): what just happened, then whose
 * action is awaited. What a throw, a move or a declined bonus did is told here, with the move layer
 * (parts.ts) that a board fetches with its first throw or move; the rest of the line is
 * status-line.ts, in the first load. Pure: the same facts always give the same sentence.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import type { Translation } from '../i18n/types.js';
import { moveWords } from '../i18n/move-clauses.js';
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
        return t.noMove(who, news.value) + (turn.player === news.player ? `${t.comma}${t.extraTurn}` : '');
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
