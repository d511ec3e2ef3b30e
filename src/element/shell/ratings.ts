/**
 * A rated online game's ratings on the board (its `ratings`, set by `royal-ur/online`): each
 * seat's rating after its name ("Amina 1662", a new player's marked "?" as the chess sites do
 * while the deviation is large), and on the game-over panel each side's change, "Amina 1500 →
 * 1512 (+12)". Drawn with the names and the panel, in their chunks.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { PLAYERS, type Player } from '../../engine/index.js';
import type { RatedState, SeatRating } from '../../protocol/index.js';
import { connectionWordsOf } from '../i18n/connection.js';
import type { Lang } from '../i18n/types.js';

/** A deviation past this marks the rating provisional (lichess's threshold): it says little yet. */
export const PROVISIONAL_DEVIATION = 110;

const whole = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 0, useGrouping: false }).format(Math.round(value));

/** The rating after a name: the whole number, "?" while provisional, and its words for a screen reader. */
export function renderRating(rating: SeatRating | null | undefined, lang: Lang): TemplateResult | typeof nothing {
  if (!rating) return nothing;
  const provisional = rating.deviation > PROVISIONAL_DEVIATION;
  const value = whole(rating.rating, lang);
  const words = connectionWordsOf(lang).rated.rating(value, provisional);
  return html`<span class="rating" part="rating" title=${`${words} ± ${whole(rating.deviation, lang)}`}
    ><span aria-hidden="true">${value}${provisional ? '?' : ''}</span
    ><span class="visually-hidden">, ${words}</span></span
  >`;
}

/** The change by `before` → `after`, signed: "+12", "−12" (a true minus sign), "±0". */
export function signedChange(before: number, after: number, lang: Lang): string {
  const delta = Math.round(after) - Math.round(before);
  return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${whole(Math.abs(delta), lang)}`;
}

/** The game-over panel's line: each side's change once the game is counted, or that it does not count. */
export function renderRatingChange(
  rated: RatedState | null | undefined,
  lang: Lang,
  name: (player: Player) => string,
): TemplateResult | typeof nothing {
  if (!rated) return nothing;
  const words = connectionWordsOf(lang).rated;
  if (rated.counted === false) return html`<p class="rating-change" part="rating-change">${words.notCounted}</p>`;
  if (!rated.result) return nothing;
  const result = rated.result;
  return html`<p class="rating-change" part="rating-change">
    ${PLAYERS.map((player, index) => {
      const { before, after } = result[player];
      const delta = signedChange(before.rating, after.rating, lang);
      const gained = after.rating >= before.rating;
      return html`${index > 0 ? html`<br />` : nothing}<span class=${gained ? 'gain' : 'loss'}
          >${words.change(name(player), whole(before.rating, lang), whole(after.rating, lang), delta)}</span
        >`;
    })}
  </p>`;
}

export const styles = css`
  .players .rating {
    margin-inline-start: 0.35em;
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
  }
  .rating-change {
    font-variant-numeric: tabular-nums;
  }
`;
