/**
 * The players' names and seats, a part of its own (fetched with a board's first drawing): who each
 * side is ("You", "Computer · Hard", the page's `light-name`, an online player's chosen name, else
 * the colour) and the bar that shows them, with a mark on the side to act that does not rest on
 * colour: a frame and an arrow, the other side dimmed, and words for screen readers.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { MatchState, Player } from '../../engine/index.js';
import type { Level } from '../../ai/search/level-names.js';
import type { AttributeValues, Side } from '../attributes.js';
import { playerWordsOf } from '../i18n/players.js';
import { speakingTo, youWordsOf } from '../i18n/viewer.js';
import type { Lang, Translation, YouWords } from '../i18n/types.js';
import type { RatedState } from '../../protocol/index.js';
import { renderRating, styles as ratingStyles } from './ratings.js';

export { speakingTo };

/** What the names read of the element. */
export interface NamesHost {
  readonly viewer: Player | 'none';
  readonly light: Side;
  readonly dark: Side;
  readonly lightName: string | null | undefined;
  readonly darkName: string | null | undefined;
}

/**
 * The side of the person here, called "You": the online viewer's, or the one person against the
 * computer unless the page named them. From the attributes, which the element hands its controller
 * only in `willUpdate`: the parts a drawing needs are worked out before.
 */
export function here(host: NamesHost): Player | null {
  if (host.viewer !== 'none') return host.viewer;
  const { light, dark } = host;
  return light === 'human' && dark === 'computer' && !host.lightName
    ? 'light'
    : dark === 'human' && light === 'computer' && !host.darkName
      ? 'dark'
      : null;
}

/** The words said to the person here ("You", "Your throw"), or undefined when nobody here is spoken to. */
export function youOf(host: NamesHost, lang: Lang): YouWords | undefined {
  return here(host) ? youWordsOf(lang) : undefined;
}

/**
 * A side's name, the one decision for a board drawn in a browser or on a server (royal-ur/ssr):
 * the person here is "You" (`youOf`); else the
 * page's name (`light-name`, `dark-name`; online, the players' own, set by the connector); else a
 * computer is "Computer · Hard" (with its colour when both sides are computers, so that they
 * differ); else the colour. No other side may take the name "You".
 */
export function playerName(
  host: NamesHost,
  seats: { readonly sides: Readonly<Record<Player, Side>>; readonly levels: Readonly<Record<Player, Level>> },
  player: Player,
  t: Translation,
  lang: Lang,
): string {
  const you = youOf(host, lang)?.name;
  if (you && here(host) === player) return you;
  const { sides } = seats;
  const given = player === 'light' ? host.lightName : host.darkName;
  const words = playerWordsOf(lang);
  const level = words.levels[seats.levels[player]];
  const name =
    given ||
    (sides[player] !== 'computer'
      ? t[player]
      : sides.light === sides.dark
        ? `${t[player]} · ${level}`
        : words.computer(level));
  return name === you ? t[player] : name;
}

/**
 * Who plays each side, as the running score tells people apart: the person here ("you", whichever
 * seat they take), else the kind of player, a computer's level and the page's name (a person with
 * no name, on one device, by colour; the one remote opponent needs none).
 */
export function peopleOf(values: AttributeValues, here: Player | null): Record<Player, string> {
  const person = (player: Player) => {
    if (here === player) return 'you';
    const side = values[player];
    const level = side === 'computer' ? (values[`${player}Level`] ?? values.level) : '';
    const given = values[`${player}Name`];
    return [side, level, given || (side === 'human' ? player : '')].join(':');
  };
  return { light: person('light'), dark: person('dark') };
}

/** The bar of names: each side's dot and name (a bell match's points), the side to act marked. */
export function renderPlayers(
  name: (player: Player) => string,
  acting: Player | null,
  match: MatchState | null,
  lang: Lang,
  /** A rated online game's ratings: each shown after its name. */
  rated: RatedState | null = null,
): TemplateResult {
  const words = playerWordsOf(lang);
  return html`<div class="players">
    ${(['light', 'dark'] as const).map((player) => {
      const text = name(player);
      const marked = acting === player;
      return html`<span class="player ${player}${marked ? ' acting' : ''}"
        ><span class="name" dir="auto" title=${text}>${text}</span>${renderRating(rated?.ratings[player], lang)}${
          match ? html`<span class="score">· ${match.scores[player]}</span>` : nothing
        }${marked ? html`<span class="visually-hidden">, ${words.acting}</span>` : nothing}</span
      >`;
    })}
  </div>`;
}

/**
 * Its CSS: the bar, each side's dot (ringed when colours are forced), the mark on the side to act.
 * And, this being the part every game view draws with, the rows of the controls: below 1200 px the
 * Rules, Learn, Puzzle and settings take a row of their own from the first drawing, so that the
 * throw's words and Resign or Abort, which come with play, never wrap the row and move the board.
 */
export const styles = css`
  ${ratingStyles}
  .horizontal {
    container-type: inline-size;
  }
  @container (width < 1200px) {
    .horizontal > .controls > .entries {
      flex-basis: 100%;
      justify-content: flex-end;
    }
  }
  .vertical > .players {
    grid-area: players;
    font-size: var(--_fs-s);
    flex-direction: column;
    align-items: flex-start;
  }
  /* The side column is narrow (about 100 px for a name at 360 px): a name takes two lines there before
     it is cut, so that "Computer · Hard" shows whole; the frame rounds its corners to fit. */
  .vertical > .players > .player {
    border-radius: 0.8em;
  }
  .vertical > .players .name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  /* A name without spaces (an e-mail address) breaks anywhere in a sentence rather than widen the side column. */
  .status {
    overflow-wrap: anywhere;
  }
  .players {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-weight: 600;
    min-width: 0;
  }
  /* A long name ends in an ellipsis (the whole name is its title); the dot and a match score keep their size. The dice's owner has the dot too. */
  .player {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-width: 0;
    max-width: 100%;
  }
  .players > .player {
    box-sizing: border-box;
    padding-inline: 0.5rem;
    border-radius: 999px;
    /* An outline, not a border: the mark takes no room, so the bar's height never changes. */
    outline: 2px solid transparent;
    outline-offset: 1px;
    opacity: 0.7;
    transition:
      opacity 0.2s,
      outline-color 0.2s;
  }
  /* The side to act: framed, at full strength, an arrow before its dot (not colour alone). */
  .players > .acting {
    opacity: 1;
    outline-color: var(--_hl);
    background: color-mix(in srgb, var(--_hl) 18%, transparent);
  }
  .players > .acting::after {
    content: '';
    order: -1;
    flex: none;
    border-block: 0.35em solid transparent;
    border-inline-start: 0.5em solid currentColor;
  }
  @media (prefers-reduced-motion: reduce) {
    .players > .player {
      transition: none;
    }
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .player::before,
  .score {
    flex: none;
  }
  .player::before {
    content: '';
    width: 0.9em;
    height: 0.9em;
    border-radius: 50%;
    border: 1px solid currentColor;
    background: var(--_light);
  }
  .player.dark::before {
    background: var(--_dark);
  }
  @media (forced-colors: active) {
    /* The board's drawing is not forced: each dot stays its side's piece on a tile, ringed in the text colour. */
    .player::before {
      forced-color-adjust: none;
      border-color: color-mix(in srgb, var(--_light), #000 35%);
      box-shadow:
        0 0 0 2px var(--_tile),
        0 0 0 3px CanvasText;
    }
    .player.dark::before {
      border-color: color-mix(in srgb, var(--_dark), #fff 30%);
    }
    .players > .acting {
      outline-color: Highlight;
    }
  }
`;
