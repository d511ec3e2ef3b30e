/**
 * The panel shown when a game ends: who won, a bell match's points and score, and what comes next
 * (the next game, a new one, the review). Loaded the first time a game ends; the element adopts
 * its styles then.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { opponentOf, type Game, type Player } from '../../engine/index.js';
import { fire } from '../events.js';
import { connectionWordsOf } from '../i18n/connection.js';
import type { GameOverWords } from '../i18n/types.js';
import { gameOverWordsOf } from '../i18n/game-over-words.js';
import { speakingTo, youWordsOf } from '../i18n/viewer.js';
import { playerWordsOf } from '../i18n/players.js';
import { icon } from '../controls/icons.js';
import { renderRatingChange } from './ratings.js';
import type { RatedState } from '../../protocol/index.js';
import type { Lang, Translation } from '../i18n/types.js';
import type { Side } from '../attributes.js';
import { partProperties } from '../css-properties.js';

/**
 * A pointer on the Review button, or the keyboard on it: the review's part (its view, and its
 * worker started, loading the learned weights of the game's rules) is fetched now, so that it is
 * under way, or there, by the time the button is pressed; the part loader then finds the same
 * modules and the worker started (parts.ts).
 */
const prepareReview = (game: Game) => {
  // Once a game: the press itself focuses the button, and a worker started then would be a second one.
  if (prepared.has(game)) return;
  prepared.add(game);
  void import('../review/review-part.js')
    .then((part) => part.load(game.rules))
    // Not fetched now: the part loader tries again when the button is pressed, and says why it failed.
    .catch(() => prepared.delete(game));
};
/** The games whose review was prepared. */
const prepared = new WeakSet<Game>();

/** What the panel's buttons do; null: the button is not offered. */
export interface GameOverActions {
  nextGame: (() => void) | null;
  newGame: (() => void) | null;
  review: () => void;
  /** Games won by the person on each side on this board (the element's `tally`). */
  tally: Record<Player, number>;
  /** Back to the start screen, to choose who to play (offered where the page left that to the player). */
  newOpponent: (() => void) | null;
  /** The element, for an online rematch: its state (`rematch`) and whose board it is (`viewer`); `ur-rematch` fires on it. */
  host: RematchHost;
}

export interface RematchHost extends HTMLElement {
  /** Who plays each side: a computer's name is ours, a few words that the panel shows whole. */
  readonly light: Side;
  readonly dark: Side;
  readonly rematch: 'available' | 'waiting' | 'offered' | null;
  readonly viewer: Player | 'none';
  /** A rated online game's ratings: the panel shows each side's change. */
  readonly ratings: RatedState | null;
}

/** The panel's words in `lang`, said to the viewer when a sentence is about the viewer's side (named as `youWordsOf(lang).name`). */
const wordsOf = (lang: Lang) => speakingTo(gameOverWordsOf(lang), youWordsOf(lang));

/** How a game resigned, abandoned or aborted ended ("Dark resigned", "Game aborted"); undefined for any other game. */
function earlyEnd(game: Game, lang: Lang, name: (player: Player) => string): string | undefined {
  const end = game.ending;
  if (!end || end.reason === 'finished') return undefined;
  const words = wordsOf(lang);
  return end.by ? words[end.reason === 'resigned' ? 'resigned' : 'left'](name(end.by)) : words.aborted;
}

/** The status line's words for a game resigned, abandoned or aborted: how it ended, and who won. */
export function endedText(
  game: Game,
  t: Translation,
  lang: Lang,
  name: (player: Player) => string,
): string | undefined {
  const how = earlyEnd(game, lang, name);
  const winner = game.ending?.winner;
  return how && (winner ? `${how}. ${(game.match ? t.winsMatch : t.wins)(name(winner))}` : how);
}

/**
 * `text` with each of `names` in it marked (`.who`), so that the phone's narrow panel can cut a long
 * name to one line with an ellipsis (its whole name on hover) and keep the sentence's other words.
 */
function withNames(text: string, names: readonly string[]): TemplateResult | string {
  const marked = names.filter(Boolean).sort((a, b) => b.length - a.length);
  if (marked.length === 0) return text;
  const pattern = new RegExp(`(${marked.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  const pieces = text.split(pattern);
  return pieces.length === 1
    ? text
    : html`${pieces.map((piece, i) => (i % 2 ? html`<span class="who" dir="auto" title=${piece}>${piece}</span>` : piece))}`;
}

/** The panel for `game`, which has a winner or has ended, in `t` (the main words) and `lang`'s game-over words. */
export function renderGameOver(
  game: Game,
  t: Translation,
  lang: Lang,
  name: (player: Player) => string,
  actions: GameOverActions,
): TemplateResult {
  const match = game.match;
  // The names a page or a person chose, of any length, are the ones cut; a computer's wraps whole.
  const chosen = (['light', 'dark'] as const).filter((player) => actions.host[player] !== 'computer').map(name);
  const named = (text: string) => withNames(text, chosen);
  const early = earlyEnd(game, lang, name);
  const words = wordsOf(lang);
  const title = early ? earlyTitle(game, t, name, early) : playedTitle(game, t, words, name);
  // Each game's points, unless the match ended with no game won just now.
  const last = !early && match?.games[match.games.length - 1];
  const score =
    match &&
    html`${name('light')} ${match.scores.light} – ${match.scores.dark} ${name('dark')} (${words.matchTo(match.target)})`;
  // How a race was won: every piece borne off (bell's points say how its games are won).
  const how = early ?? (!match && game.winner ? words.allHome(name(game.winner)) : undefined);
  return html`<section class="panel game-over" part="game-over" aria-labelledby="game-over-title">
    <h2 id="game-over-title">${named(title)}</h2>
    ${how && (!early || game.ending!.winner) ? html`<p class="how">${named(how)}</p>` : nothing}
    ${last ? html`<p>${t.points(name(game.winner!), last.points)} · ${score}</p>` : match && early ? html`<p>${score}</p>` : nothing}
    ${renderRatingChange(actions.host.ratings, lang, name)} ${tallyLine(actions.tally, name, lang, named)}
    ${renderRematch(actions.host, lang, name)}
    <div class="next">
      ${
        actions.nextGame
          ? html`<button class="next-game primary" @click=${actions.nextGame}>
              ${icon('newGame')}${words.nextGame}
            </button>`
          : nothing
      }
      ${
        actions.newGame
          ? html`<button class="new-game${actions.nextGame ? '' : ' primary'}" @click=${actions.newGame}>
              ${icon('newGame')}${words.playAgain}
            </button>`
          : nothing
      }
      <button
        class="review-button"
        @pointerenter=${() => prepareReview(game)}
        @focus=${() => prepareReview(game)}
        @click=${actions.review}
      >
        ${icon('review')}${words.review}
      </button>
      ${
        actions.newOpponent
          ? html`<button class="new-opponent" @click=${actions.newOpponent}>
              ${icon('friend')}${playerWordsOf(lang).newOpponent}
            </button>`
          : nothing
      }
    </div>
  </section>`;
}

/** The running score from the first game won on this board on: "Ana 2 – 1 Ben", the viewer first ("You 1 – 0 Computer · Hard"). */
function tallyLine(
  tally: Record<Player, number>,
  name: (player: Player) => string,
  lang: Lang,
  named: (text: string) => TemplateResult | string,
): TemplateResult | typeof nothing {
  const [first, second]: Player[] = name('dark') === youWordsOf(lang).name ? ['dark', 'light'] : ['light', 'dark'];
  return tally.light + tally.dark > 0
    ? html`<p class="tally">${named(`${name(first)} ${tally[first]} – ${tally[second]} ${name(second)}`)}</p>`
    : nothing;
}

/** A played-out game's title: the winner, of the game or (bell) of the match or of a game of a match that goes on. */
function playedTitle(game: Game, t: Translation, words: GameOverWords, name: (player: Player) => string): string {
  const match = game.match;
  const winner = name(game.winner!);
  return match?.winner
    ? t.winsMatch(name(match.winner))
    : match
      ? words.winsGame(winner, match.games.length)
      : t.wins(winner);
}

/** A resigned or abandoned game's title is who won (the match, in bell); an aborted one's says so. */
function earlyTitle(game: Game, t: Translation, name: (player: Player) => string, early: string): string {
  const winner = game.ending!.winner;
  return winner ? (game.match ? t.winsMatch : t.wins)(name(winner)) : early;
}

/**
 * Online, the rematch's note ("Light wants a rematch") and its button, in the connection's words:
 * none while this side's offer waits, nor on a board with no rematch on offer or no seat.
 */
function renderRematch(
  host: RematchHost,
  lang: Lang,
  name: (player: Player) => string,
): TemplateResult | typeof nothing {
  const { rematch: state, viewer } = host;
  if (!state || viewer === 'none') return nothing;
  const words = connectionWordsOf(lang).rematch;
  const opponent = name(opponentOf(viewer));
  const run = () => fire(host, 'ur-rematch', { player: viewer });
  const note = state === 'waiting' ? words.waiting(opponent) : state === 'offered' ? words.offered(opponent) : null;
  return html`${note ? html`<p class="rematch-note" role="status">${note}</p>` : nothing}
  ${
    state === 'waiting'
      ? nothing
      : html`<button class="rematch" part="rematch-button" @click=${run}>
          ${state === 'offered' ? words.accept : words.offer}
        </button>`
  }`;
}

/**
 * The panel's buttons, most useful first: playing on (a bell match's next game, an online rematch,
 * a new game), then the review. The first present takes the focus when a game ends.
 */
const FOCUS_ORDER = ['next-game', 'rematch', 'new-game', 'review-button'];

/** The most useful button of the panel drawn in `root`, or null. */
export function usefulButton(root: ParentNode): HTMLElement | null {
  const buttons = FOCUS_ORDER.map((name) => root.querySelector<HTMLElement>(`[part="game-over"] .${name}`));
  return buttons.find((button) => button) ?? null;
}

/** Its CSS (colours and the panel's frame as in styles.ts): the title, how, the score, the next actions in a row. */
export const styles = css`
  ${partProperties}
  /* The panel says how the game ended: the status line does not say it again (the live region still does). */
  .widget:has(> .game-over) > .status {
    display: none;
  }
  /* A name without spaces (an e-mail address) breaks anywhere rather than widen the panel (not the buttons' words). */
  .game-over :is(h2, p) {
    overflow-wrap: anywhere;
  }
  .vertical > .game-over {
    grid-area: over;
    padding: var(--_space);
  }
  .game-over h2 {
    margin: 0 0 calc(var(--_space) / 2);
    font-size: var(--_fs-xl);
    line-height: 1.2;
  }
  .game-over p {
    margin: calc(var(--_space) / 2) 0;
  }
  .game-over .how {
    color: var(--_muted);
  }
  .game-over .tally {
    font-size: var(--_fs-l);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .game-over .next {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-top: var(--_space);
  }
  .vertical .game-over .next > * {
    flex: 1 1 100%;
  }
  /* The secondary actions in the small size: "Novo adversário" fits the column's button. */
  .vertical .game-over .next > :not(.primary) {
    font-size: var(--_fs-s);
  }
  /* The side column is narrow: a long name takes one line, cut (its whole name on hover); the
     dice, idle once the game is over, give their room to the panel, so that its actions and the row
     of icons under it stay on a small phone's screen. */
  .vertical .game-over .who {
    display: inline-block;
    /* Room for a mark after it on its line ("!" in Arabic). */
    max-width: calc(100% - 1em);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  .vertical:has(> .game-over) > .controls > .dice {
    display: none;
  }
  /* The side column is narrow: the title and the score one step smaller. */
  .vertical .game-over h2 {
    font-size: var(--_fs-l);
  }
  .vertical .game-over .tally {
    font-size: var(--_fs);
  }
`;
