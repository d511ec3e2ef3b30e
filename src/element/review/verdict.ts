/**
 * A judged choice in words: its throw and the chooser's winning chance before and after it, the
 * better move with the chance it keeps, and why (ai/review/reasons.ts) in one sentence. Numbers, percentages
 * and lists of tiles are formatted for the language (Intl); the sentences are the language file's.
 */
import { reasonFor, type Reason } from '../../ai/review/reasons.js';
import type { ReviewChoice } from '../../ai/review/review-score.js';
import { pathIndexOf, type Game, type Move } from '../../engine/index.js';
import { listOf } from '../i18n/list.js';
import type { Lang, ReviewWords } from '../i18n/types.js';

/** A chance (0..1) as a whole percentage, e.g. "56%" ("56 %" in French and German). */
export function percentText(lang: Lang, chance: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(chance);
}

/** A loss of winning chance (0..1) in percentage points, to a tenth: "12", "0,4". */
export function pointsText(lang: Lang, loss: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(loss * 100);
}

/** The reason in the language's sentence. */
export function reasonText(lang: Lang, w: ReviewWords, reason: Reason): string {
  const percent = (chance: number) => percentText(lang, chance);
  switch (reason.id) {
    case 'exposure': {
      const { played, best } = reason;
      const better = best.chance === 0 ? null : percent(best.chance);
      const tiles = listOf(lang, played.tiles);
      return w.reasons.exposure(tiles, played.tiles.length, played.attackers, percent(played.chance), better);
    }
    case 'bear-off': {
      const { from, played, best } = reason;
      const better = best.chance === 0 ? null : percent(best.chance);
      const tiles = listOf(lang, played.tiles);
      return w.reasons['bear-off'](from, tiles, played.tiles.length, percent(played.chance), better);
    }
    case 'capture':
      return w.reasons.capture(reason.tile, reason.squares);
    case 'rosette':
      return w.reasons.rosette(reason.tile, reason.central, reason.kept);
    case 'race': {
      const lead = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
      return w.reasons.race(lead.format(reason.played), lead.format(reason.best));
    }
  }
}

/** A choice in words: the verdict, the chances (null for a forced move) and why (null: no reason found). */
export interface ChoiceWords {
  /** "Only move", "Best move", or the better move with the chance it keeps. */
  verdict: string;
  chances: string | null;
  reason: string | null;
}

/** The words on `choice`; `advice` is its better move as advice ("enter on A3"). */
export function choiceWords(lang: Lang, w: ReviewWords, choice: ReviewChoice, advice: string): ChoiceWords {
  if (choice.category === null) return { verdict: w.onlyMove, chances: null, reason: null };
  const chances = w.chances(
    choice.thrown,
    percentText(lang, choice.before),
    percentText(lang, choice.after),
    pointsText(lang, choice.loss),
  );
  if (choice.category === 'best') return { verdict: w.best, chances, reason: null };
  return {
    verdict: w.better(advice, percentText(lang, choice.before)),
    chances,
    reason: choice.reason && reasonText(lang, w, choice.reason),
  };
}

/**
 * Why `best` beats `tried` where `game` stands (the choice, before either is played; null: declining
 * the eyes bonus), in the review's words for its reasons; when no one feature explains it, says so.
 * A wrong try is told this before the answer (the review's "Try again", the puzzles).
 */
export function triedReason(lang: Lang, w: ReviewWords, game: Game, tried: Move | null, best: Move | null): string {
  const from = (move: Move | null) => (move ? pathIndexOf(game.layout, game.state.turn, move.from) : -1);
  const reason = reasonFor(game.layout, game.state, from(tried), from(best));
  return reason ? reasonText(lang, w, reason) : w.tryAgain.noReason;
}
