/**
 * The "How to play" panel: the active rules explained briefly, with a map of the route and the
 * tile kinds drawn, in the element's `help-panel` part (a dialog with its close button). This
 * module only renders; the element opens and closes it.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import {
  DICE,
  pathTiles,
  TILE_POINTS,
  type Layout,
  type Player,
  type Position,
  type Rules,
  type SwitchKey,
  type TileKind,
  type VariantName,
} from '../../engine/index.js';
import { createLayout } from '../../engine/moves.js';
import { renderBoard, TILE, tileFace, type XY } from '../board/board.js';
import { enHowToPlay } from '../i18n/en/how-to-play.js';
// The panel draws every tile kind it explains, whichever board is on the page.
import * as tileArt from '../board/tile-art.js';
import { loadedLanguage, translation } from '../i18n/lang.js';
import type { HowToPlay, Lang, Translation } from '../i18n/types.js';
import '../i18n/en/buttons.js';

export { helpStyles as styles } from './help-styles.js';

/** Variant names, in the panel's title: the same in every language. */
const VARIANT_NAMES: Readonly<Record<VariantName, string>> = {
  finkel: 'Finkel',
  bell: 'Bell (Real de Ur)',
  masters: 'Masters',
  blitz: 'Blitz',
  aseb: 'Aseb',
};

/** Where the panel places a switch's sentences: a paragraph, or a point of the turn's list or of the rosette's entry. */
type Place = 'goal' | 'dice' | 'turnStart' | 'captures' | 'bearOff' | 'match' | 'rosette';

/**
 * What the panel says about each rule switch (RULE_SWITCHES) for the rules' value, and where: keyed
 * by the registry, so that a switch that has not been placed, or has no words, does not compile.
 * `say` gives sentences of `HowToPlay` (which every language file must have), none where there is
 * nothing to say; a place's sentences come in this table's order.
 */
const SWITCH_HELP: {
  readonly [K in SwitchKey]: { place: Place; say: (h: HowToPlay, rules: Rules) => string | readonly string[] | null };
} = {
  pieces: { place: 'goal', say: (h, rules) => h.goal(rules.pieces) },
  dice: { place: 'dice', say: (h, rules) => h.dice[rules.dice] },
  firstPlayer: { place: 'turnStart', say: (h, rules) => (rules.firstPlayer === 'throw-off' ? h.bell.throwOff : null) },
  captures: {
    place: 'captures',
    // Bell's stacks change what a capture is (a stack sends the arriving piece back).
    say: (h, rules) =>
      rules.captures && rules.stacking ? [h.bell.capture, h.bell.bounce] : h.race.captures(rules.captures),
  },
  capturesExtraTurn: {
    place: 'captures',
    say: (h, rules) => (rules.capturesExtraTurn && rules.captures ? h.captureExtraTurn : null),
  },
  exactExit: { place: 'bearOff', say: (h, rules) => h.race.exactExit(rules.exactExit) },
  targetScore: { place: 'match', say: (h, rules) => (rules.scoring ? h.bell.match(rules.targetScore) : null) },
  rosettesExtraTurn: { place: 'rosette', say: (h, rules) => (rules.rosettesExtraTurn ? h.rosette.extraTurn : null) },
  safeRosettes: {
    place: 'rosette',
    // Safety only matters where pieces can be captured.
    say: (h, rules) =>
      !rules.captures || rules.stacking ? null : rules.safeRosettes ? h.rosette.safe : h.rosette.unsafe,
  },
};

/** The sentences the switches placed at `place` say for `rules`, in SWITCH_HELP's order. */
function placed(place: Place, h: HowToPlay, rules: Rules): string[] {
  return Object.values(SWITCH_HELP).flatMap((entry) =>
    entry.place === place ? [entry.say(h, rules) ?? []].flat() : [],
  );
}

/** `place`'s sentences as list items. */
const items = (place: Place, h: HowToPlay, rules: Rules) =>
  placed(place, h, rules).map((line) => html`<li>${line}</li>`);

/** What the panel says: the element's words, the panel's own texts, and the route's first square as drawn. */
type PanelWords = Translation & { howToPlay: HowToPlay; entry: string };

/** How the board is drawn where the panel opens: its map is drawn the same way. */
export interface BoardShape {
  /** Dark's side at the bottom (on the left when vertical). */
  flipped: boolean;
  vertical: boolean;
}

/** The panel's texts in `lang`; English until that language is loaded, as with `translation`. */
export function howToPlay(lang: Lang): HowToPlay {
  return loadedLanguage(lang)?.howToPlay ?? enHowToPlay;
}

/** One tile drawn as on the board (its face is board.ts's), sized by its container, with `points` score dots if given. */
export function renderTileIcon(kind: TileKind, points: number | null = null): TemplateResult {
  return html`<svg class="tile-icon" viewBox="0 0 ${TILE} ${TILE}" aria-hidden="true">
    <g class="tile ${kind}">
      <rect x="4" y="4" width="${TILE - 8}" height="${TILE - 8}" rx="7"></rect>
      ${tileFace(kind, points, tileArt)}
    </g>
  </svg>`;
}

/** Tile kinds in the order the panel explains them. */
const KIND_ORDER: readonly Exclude<TileKind, 'plain'>[] = ['rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate'];

/** A kind's name as a list heading: its first letter capitalised. */
const heading = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The `help-panel` part: a dialog that `close` closes, by its button or Escape, around `renderHelp`. */
export function renderHelpPanel(rules: Rules, lang: Lang, board: BoardShape, close: () => void): TemplateResult {
  const t = translation(lang);
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return html`<div class="panel help-panel" part="help-panel" role="dialog" aria-label=${t.help} @keydown=${escape}>
    <button class="close" @click=${close}>${howToPlay(lang).close}</button>
    ${renderHelp(rules, lang, board)}
  </div>`;
}

/** Once the panel opened (`open`) or closed: the keyboard onto its Close button, the panel scrolled into view, or back on the Rules button. */
export function focusToggled(root: ParentNode, open: boolean): void {
  root.querySelector<HTMLElement>(open ? '.help-panel .close' : '.help-button')?.focus();
  if (open) root.querySelector('.help-panel')?.scrollIntoView({ block: 'nearest' });
}

/** The side whose route the map draws: the one at the bottom (on the left when vertical), near the player. */
const nearSide = (board: BoardShape): Player => (board.flipped ? 'dark' : 'light');

/** The panel for `rules` in `lang`, its route map drawn as the board is (`board`). */
export function renderHelp(
  rules: Rules,
  lang: Lang,
  board: BoardShape = { flipped: false, vertical: false },
): TemplateResult {
  const route = pathTiles(rules.path, nearSide(board));
  const t: PanelWords = { ...translation(lang), howToPlay: howToPlay(lang), entry: route[0] };
  const h = t.howToPlay;
  const bell = rules.turn === 'series';
  return html`
    <div class="help" lang=${lang}>
      <h2>${h.title} — ${VARIANT_NAMES[rules.variant]}</h2>
      <p>${placed('goal', h, rules).join(' ')}</p>
      <h3>${h.routeHeading}</h3>
      ${renderRouteMap(rules, board, t)}
      <p>${h.route(route[0], route[route.length - 1])} ${h.shared[rules.path]}</p>
      <h3>${h.diceHeading}</h3>
      <p>${placed('dice', h, rules).join(' ')}</p>
      <h3>${h.turnHeading}</h3>
      ${bell ? renderBellTurn(rules, t) : renderRaceTurn(rules, t, DICE[rules.dice].values.includes(0))}
      <h3>${h.tilesHeading}</h3>
      <ul class="kinds">
        ${kindsOf(rules).map((kind) => renderKind(rules, t, kind))} ${renderStartSquare(rules, t)}
      </ul>
    </div>
  `;
}

function renderRaceTurn(rules: Rules, t: PanelWords, canThrowZero: boolean): TemplateResult {
  const h = t.howToPlay;
  return html`<ul>
    ${items('turnStart', h, rules)} ${canThrowZero ? html`<li>${h.race.zero}</li>` : nothing}
    <li>${h.race.move}</li>
    <li>${h.race.enter(t.entry)}</li>
    <li>${h.race.noStack}</li>
    ${items('captures', h, rules)}
    <li>${h.race.noMove}</li>
    ${items('bearOff', h, rules)}
    <li>${h.race.win}</li>
    ${items('match', h, rules)}
  </ul>`;
}

function renderBellTurn(rules: Rules, { howToPlay: h, entry }: PanelWords): TemplateResult {
  const scoring = rules.scoring;
  return html`
    <ul>
      ${items('turnStart', h, rules)}
      <li>
        ${h.bell.series}
        <ul>
          <li>${h.bell.zero}</li>
          <li>${h.bell.oneOrFour}</li>
          <li>${h.bell.five(entry)}</li>
        </ul>
      </li>
      <li>${h.bell.enter(entry)}</li>
      <li>${h.bell.stacks}</li>
      ${items('captures', h, rules)} ${items('bearOff', h, rules)}
      <li>
        ${h.bell.win(rules.pieces)}
        ${scoring ? html` ${h.bell.scoring(scoring.startSquare, scoring.reserve, entry)}` : nothing}
      </li>
      ${items('match', h, rules)}
    </ul>
  `;
}

/** The kinds on this board, in explanation order. */
function kindsOf(rules: Rules): Exclude<TileKind, 'plain'>[] {
  const present = new Set(Object.values(rules.tileKinds));
  return KIND_ORDER.filter((kind) => present.has(kind));
}

/** One list entry: the tile as drawn (with its score dots where the game is scored), its name, points and effect. */
function renderEntry(
  key: string,
  kind: TileKind,
  name: string,
  points: number | null,
  effect: string,
  t: PanelWords,
): TemplateResult {
  return html`
    <li class="kind" data-kind=${key}>
      <span class="icon">${renderTileIcon(kind, points)}</span>
      <span
        ><strong>${heading(name)}</strong>${points === null ? nothing : html` (${t.howToPlay.points(points)})`} —
        ${effect}</span
      >
    </li>
  `;
}

function renderKind(rules: Rules, t: PanelWords, kind: Exclude<TileKind, 'plain'>): TemplateResult {
  return renderEntry(
    kind,
    kind,
    t.kinds[kind],
    rules.scoring ? TILE_POINTS[kind] : null,
    kindEffect(rules, t, kind),
    t,
  );
}

/** Bell's start square: drawn with its own pattern but scored on its own (docs/rules.md §4.5). */
function renderStartSquare(rules: Rules, t: PanelWords): TemplateResult | typeof nothing {
  if (!rules.scoring || rules.entry !== 'start-square') return nothing;
  const kind = rules.tileKinds[pathTiles(rules.path, 'light')[0]] ?? 'plain';
  const { name, effect } = t.howToPlay.startSquare;
  return renderEntry('start-square', kind, name, rules.scoring.startSquare, effect, t);
}

function kindEffect(rules: Rules, { howToPlay: h, entry }: PanelWords, kind: TileKind): string {
  switch (kind) {
    case 'rosette': {
      const effects = [...(rules.rosettesEnter ? [h.rosette.enters(entry)] : []), ...placed('rosette', h, rules)];
      return effects.join('; ') || h.tileEffects.none;
    }
    case 'double':
      return h.tileEffects.double;
    case 'eyes':
      return h.tileEffects.eyes;
    default:
      return h.tileEffects.none;
  }
}

/** Layouts of the rules the panel has drawn. */
const layouts = new WeakMap<Rules, Layout>();

/** Every piece in its reserve: where a game starts. */
const startPosition = (rules: Rules): Position => {
  const side = { reserve: rules.pieces, home: 0, tiles: [] };
  return { light: side, dark: side, turn: 'light', phase: 'throw', distance: null, winner: null, notation: '' };
};

/**
 * The board drawn by the board's own code, as the board is (`board`: orientation and flip), with
 * the near side's route arrowed from its reserve over each square to its home.
 */
function renderRouteMap(rules: Rules, board: BoardShape, t: PanelWords): TemplateResult {
  let layout = layouts.get(rules);
  if (!layout) layouts.set(rules, (layout = createLayout(rules)));
  const player = nearSide(board);
  const route = pathTiles(rules.path, player);
  const places = [`${player}:reserve`, ...route, `${player}:home`];
  const overlay = (centreOf: (place: string) => XY) => {
    const points = places.map(centreOf);
    const arrows = points.slice(1).map((to, i) => {
      const from = points[i];
      const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
      return svg`<path transform="translate(${(from.x + to.x) / 2} ${(from.y + to.y) / 2}) rotate(${angle})" d="M-13-15L13 0L-13 15Z"></path>`;
    });
    return svg`<g class="route-line"><polyline points="${points.map(({ x, y }) => `${x},${y}`).join(' ')}"></polyline>${arrows}</g>`;
  };
  const view = {
    layout,
    position: startPosition(rules),
    moves: [],
    ...board,
    lastMove: null,
    animationMs: 0,
    strings: t,
    coordinates: true,
    tileArt,
    overlay,
  };
  return html`<div
    class="route${board.vertical ? ' turned' : ''}"
    role="img"
    aria-label=${t.howToPlay.routeMap(player, route.join(t.comma))}
  >
    ${renderBoard(view, { play: () => {} })}
  </div>`;
}
