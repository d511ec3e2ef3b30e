/**
 * A move told in words: the one order of its clauses, for the status line (controls/status.ts), the
 * move list, the review and the hints' advice (./moves.ts). Pure; in i18n, below every room that tells a move.
 */
// English's words said once play has begun: loaded with this module.
import './en/play.js';
import type { Move } from '../../engine/index.js';
import type { Translation } from './types.js';

/**
 * The words a move is told in: the status line's (a `Translation`), or advice in the same shape
 * (i18n/moves.ts), which leaves out bell's double (the hint bar stays short; the board marks it).
 */
export type MoveClauses = Pick<
  Translation,
  'entered' | 'boreOff' | 'moved' | 'captured' | 'bounced' | 'rosetteAgain' | 'extraTurn' | 'comma'
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
  return parts.join(t.comma);
}
