/**
 * The dice as they fell (die.ts draws each die), with who threw and the value: drawn with the move
 * layer (board/move-layer.ts), which a board fetches with its first throw or move; before it the
 * first load draws the dice lying blank. Pure: the same throw always draws the same. A new throw (a
 * new roll key) tumbles the dice briefly into place.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import { html, svg, type TemplateResult } from 'lit';
import type { DiceName, Game, Player } from '../../engine/index.js';
import type { News } from '../players/controller.js';
import type { Lang, Translation } from '../i18n/types.js';
import { moveWordsOf } from '../i18n/moves.js';
import { playOnce } from '../shared/play-once.js';
import { CORNERS, die, idleDice } from './die.js';

/** A throw to tumble in: `key` names the throw (a new key, a new tumble); `ms` is the move animation's length. */
export interface ThrowAnimation {
  key: string;
  ms: number;
}

/** How long the dice tumble, at most (shorter when moves are animated faster; none for 0). */
const TUMBLE_MS = 450;

/** Dropped in from above, spinning, each die its own way and settling on its final turn. */
const tumble = (i: number): Keyframe[] => [
  { transform: `translate(${(i % 2 ? 1 : -1) * 12}%, -45%) rotate(${i % 2 ? 260 : -220}deg) scale(0.6)`, opacity: 0.2 },
  { transform: `translate(0, 6%) rotate(${i % 2 ? -18 : 14}deg) scale(1.05)`, opacity: 1, offset: 0.7 },
  { transform: 'none' },
];

/** Die `index`'s tumble into place, once per throw `key`, within a move animation of `ms`. */
const tumbleOnce = (index: number, key: string, ms: number): ReturnType<typeof playOnce> =>
  playOnce(key, tumble(index), Math.min(TUMBLE_MS, ms));

/**
 * A thrown die, two of its four tips marked: it counts when a marked tip points up (`up`: a dot on
 * its apex); otherwise both marked tips lie on the ground (dots on two base corners).
 */
function thrownDie(up: boolean, turn: number, roll: ThrowAnimation | undefined, index: number) {
  const [, b, c] = CORNERS;
  const marks = up ? [[0, 0], b] : [b, c];
  return die(turn, {
    up,
    tips: marks.map(
      ([x, y]) =>
        svg`<circle class="tip" cx="${x * 0.86}" cy="${y * 0.86}" r="${x === 0 && y === 0 ? 9 : 5}"></circle>`,
    ),
    tumble: roll && tumbleOnce(index, roll.key, roll.ms),
  });
}

/** What was thrown: the value and each die's face (true = marked tip up). */
export interface ThrownDice {
  value: number;
  dice: boolean[];
  diceName: DiceName;
  /** Who threw, said beside the dice with the value ("Computer threw 3"). */
  owner: { player: Player; name: string };
}

/**
 * The last throw while it is its thrower's: until the turn passes, or, for a throw that passed it
 * by itself (0, no legal move), until the next action. The next player never sees it as theirs.
 */
export function currentThrow(game: Game, news: News | null): Game['lastThrow'] {
  const thrown = game.lastThrow;
  const passed = news?.kind === 'throw' && news.player === thrown?.player;
  return thrown && !game.winner && (thrown.player === game.turn || passed) ? thrown : null;
}

/**
 * The dice of the element's game: its current throw (`currentThrow`) as it fell, said as `name`
 * calls its thrower, tumbling in when `roll` is new; else the game's dice lying blank.
 */
export function drawGameDice(
  game: Game,
  news: News | null,
  strings: Translation,
  name: (player: Player) => string,
  roll: ThrowAnimation,
  lang: Lang,
): TemplateResult {
  const thrown = currentThrow(game, news);
  const dice = game.rules.dice;
  const owner = thrown && { player: thrown.player, name: name(thrown.player) };
  return renderDice(thrown && { ...thrown, diceName: dice, owner: owner! }, strings, dice, roll, lang);
}

/**
 * Draws a throw; with `thrown` null, the dice of `idle` lying blank (or nothing without `idle`).
 */
export function renderDice(
  thrown: ThrownDice | null,
  strings: Translation,
  idle?: DiceName,
  roll?: ThrowAnimation,
  lang: Lang = 'en',
): TemplateResult {
  if (!thrown) return idleDice(idle);
  const up = thrown.dice.filter(Boolean).length;
  const { owner } = thrown;
  const said = strings.threw(owner.name, thrown.value);
  return html`<div
    part="dice"
    class="dice ${thrown.diceName}"
    role="img"
    aria-label="${said}. ${moveWordsOf(lang).board.dice(thrown.value, up, thrown.dice.length)}"
  >
    ${thrown.dice.map((face, i) => thrownDie(face, i * 3 + thrown.value + up, roll, i))}<span
      class="player ${owner.player}"
      >${said}</span
    >
  </div>`;
}
