/**
 * The dice as they fell (die.ts draws each die), with who threw and the value: drawn with the move
 * layer (board/move-layer.ts), which a board fetches with its first throw or move; before it the
 * first load draws the dice lying blank. Pure: the same throw always draws the same. A new throw (a
 * new roll key) tumbles the dice briefly into place.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import { html, type TemplateResult } from 'lit';
import type { DiceName, Game, Player } from '../../engine/index.js';
import type { News } from '../players/controller.js';
import type { Lang, Translation } from '../i18n/types.js';
import { moveWordsOf } from '../i18n/moves.js';
import { die, idleDice, type ThrowAnimation } from './die.js';

export type { ThrowAnimation } from './die.js';

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
    ${thrown.dice.map((face, i) => die(face, i * 3 + thrown.value + up, roll, i))}<span class="player ${owner.player}"
      >${said}</span
    >
  </div>`;
}
