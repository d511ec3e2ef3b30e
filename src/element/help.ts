/**
 * The "How to play" panel: the active rules explained briefly, with a map of the route and the
 * tile kinds drawn. The element places it inside its `help-panel` part; this module only renders.
 */
import { css, html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { BOARDS, DICE, pathTiles, TILE_POINTS, type Rules, type TileKind } from '../engine/index.js';
import { HELP_LANGS, HELP_TEXTS, type HelpLang, type HelpTexts } from './help-texts.js';

export { HELP_LANGS, type HelpLang };

/** Tile kinds in the order the panel explains them. */
const KIND_ORDER: readonly TileKind[] = ['rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate'];

/** The panel for `rules` in `lang` (an unknown language falls back to English). */
export function renderHelp(rules: Rules, lang: HelpLang): TemplateResult {
  const t = HELP_TEXTS[lang] ?? HELP_TEXTS.en;
  const dice = DICE[rules.dice];
  const bell = rules.turn === 'series';
  return html`
    <div class="help" lang=${HELP_TEXTS[lang] ? lang : 'en'}>
      <h2>${t.title}: ${t.variantNames[rules.variant]}</h2>
      <p>${t.goal(rules.pieces)}</p>
      <h3>${t.routeHeading}</h3>
      ${renderRouteMap(rules, t)}
      <p>${t.route(pathTiles(rules.path, 'light').length)}</p>
      <h3>${t.diceHeading}</h3>
      <p>${t.dice[dice.name]}</p>
      <h3>${t.turnHeading}</h3>
      ${bell ? renderBellTurn(rules, t) : renderRaceTurn(rules, t, dice.values.includes(0))}
      <h3>${t.tilesHeading}</h3>
      <ul class="kinds">
        ${kindsOf(rules).map((kind) => renderKind(rules, t, kind))}
      </ul>
    </div>
  `;
}

function renderRaceTurn(rules: Rules, t: HelpTexts, canThrowZero: boolean): TemplateResult {
  const lines = [
    canThrowZero ? t.race.zero : null,
    t.race.move,
    t.race.enter,
    t.race.noStack,
    t.race.captures(rules.captures),
    rules.capturesExtraTurn && rules.captures ? t.captureExtraTurn : null,
    t.race.noMove,
    t.race.exactExit(rules.exactExit),
    t.race.win,
  ];
  return html`<ul>${lines.map((line) => (line ? html`<li>${line}</li>` : nothing))}</ul>`;
}

function renderBellTurn(rules: Rules, t: HelpTexts): TemplateResult {
  const scoring = rules.scoring;
  return html`
    <ul>
      ${rules.firstPlayer === 'throw-off' ? html`<li>${t.bell.throwOff}</li>` : nothing}
      <li>
        ${t.bell.series}
        <ul>
          <li>${t.bell.zero}</li>
          <li>${t.bell.oneOrFour}</li>
          <li>${t.bell.five}</li>
        </ul>
      </li>
      <li>${t.bell.enter}</li>
      <li>${t.bell.stacks}</li>
      ${rules.captures
        ? html`<li>${t.bell.capture}</li>
            <li>${t.bell.bounce}</li>`
        : html`<li>${t.race.captures(false)}</li>`}
      ${rules.capturesExtraTurn && rules.captures ? html`<li>${t.captureExtraTurn}</li>` : nothing}
      <li>${t.bell.exactExit(rules.exactExit)}</li>
      <li>
        ${t.bell.win(rules.pieces)}
        ${scoring ? html` ${t.bell.scoring(scoring.startSquare, scoring.reserve)}` : nothing}
      </li>
      ${scoring ? html`<li>${t.bell.match(rules.targetScore)}</li>` : nothing}
    </ul>
  `;
}

/** The kinds on this board, in explanation order. */
function kindsOf(rules: Rules): TileKind[] {
  const present = new Set(Object.values(rules.tileKinds));
  return KIND_ORDER.filter((kind) => present.has(kind));
}

function renderKind(rules: Rules, t: HelpTexts, kind: TileKind): TemplateResult {
  const scored = rules.scoring !== null;
  return html`
    <li class="kind" data-kind=${kind}>
      <svg class="icon" viewBox="0 0 40 40" aria-hidden="true">${renderTileIcon(kind, scored)}</svg>
      <span>
        <strong>${t.tileNames[kind]}</strong>${scored ? html` (${t.points(TILE_POINTS[kind])})` : nothing}:
        ${kindEffect(rules, t, kind)}
      </span>
    </li>
  `;
}

function kindEffect(rules: Rules, t: HelpTexts, kind: TileKind): string {
  switch (kind) {
    case 'rosette': {
      const effects: string[] = [];
      if (rules.rosettesEnter) effects.push(t.rosette.enters);
      if (rules.rosettesExtraTurn) effects.push(t.rosette.extraTurn);
      // Safety only matters where pieces can be captured.
      if (rules.captures && !rules.stacking) effects.push(rules.safeRosettes ? t.rosette.safe : t.rosette.unsafe);
      return effects.join('; ') || t.tileEffects.none;
    }
    case 'double':
      return t.tileEffects.double;
    case 'eyes':
      return t.tileEffects.eyes;
    default:
      return t.tileEffects.none;
  }
}

/** A map of the board with light's route numbered, so "square 1" in the texts has a place. */
function renderRouteMap(rules: Rules, t: HelpTexts): TemplateResult {
  const board = BOARDS[rules.board];
  const route = pathTiles(rules.path, 'light');
  const cell = 40;
  const cells = board.tiles.map((tile) => {
    const column = Number(tile.slice(1)) - 1;
    const row = tile.charCodeAt(0) - 65;
    const step = route.indexOf(tile) + 1;
    const kind = rules.tileKinds[tile] ?? 'plain';
    return svg`
      <g transform="translate(${column * cell} ${row * cell})" class=${step ? 'on-route' : 'off-route'}>
        ${renderTileIcon(kind === 'rosette' ? 'rosette' : 'plain', false)}
        ${step ? svg`<text x="20" y="21" class="step">${step}</text>` : nothing}
      </g>
    `;
  });
  return html`
    <svg
      class="route"
      viewBox="-2 -2 ${board.columns * cell + 4} ${3 * cell + 4}"
      role="img"
      aria-label=${t.routeMap(route.join(', '))}
    >
      ${cells}
    </svg>
  `;
}

/** Dots per kind, placed on a 40×40 tile so they never cover the pattern's centre. */
const DOT_SPOTS: readonly (readonly [number, number])[] = [
  [8, 8], [32, 8], [8, 32], [32, 32], [20, 33], [20, 7],
];

/**
 * One tile, 40×40 user units, as the board draws it: the pattern of its kind and, in scored
 * games, as many small dots as it is worth. Colours come from the element's --ur-* properties.
 */
function renderTileIcon(kind: TileKind, withDots: boolean): SVGTemplateResult {
  const dots = withDots && kind !== 'five-dots' ? TILE_POINTS[kind] : 0;
  return svg`
    <rect class="tile" x="1" y="1" width="38" height="38" rx="4"></rect>
    ${PATTERNS[kind]}
    ${DOT_SPOTS.slice(0, dots).map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="2"></circle>`)}
  `;
}

const petals = Array.from({ length: 8 }, (_, i) => {
  const angle = (i * Math.PI) / 4;
  return [20 + Math.cos(angle) * 8, 20 + Math.sin(angle) * 8] as const;
});

const PATTERNS: Readonly<Record<TileKind, SVGTemplateResult>> = {
  plain: svg``,
  rosette: svg`
    ${petals.map(([x, y]) => svg`<circle class="petal" cx=${x.toFixed(2)} cy=${y.toFixed(2)} r="4.5"></circle>`)}
    <circle class="heart" cx="20" cy="20" r="4"></circle>
  `,
  double: svg`
    <path class="line" d="M11 13 l7 7 -7 7 M20 13 l7 7 -7 7"></path>
  `,
  eyes: svg`
    <path class="line" d="M8 20 q5 -6 10 0 q-5 6 -10 0 M22 20 q5 -6 10 0 q-5 6 -10 0"></path>
    <circle class="mark" cx="13" cy="20" r="1.8"></circle>
    <circle class="mark" cx="27" cy="20" r="1.8"></circle>
  `,
  'five-dots': svg`
    ${[[12, 12], [28, 12], [20, 20], [12, 28], [28, 28]].map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="3"></circle>`)}
  `,
  zigzag: svg`<path class="line" d="M8 24 l6 -8 6 8 6 -8 6 8"></path>`,
  gate: svg`<path class="line" d="M12 30 v-14 q8 -8 16 0 v14 M20 12 v18"></path>`,
};

export const helpStyles = css`
  .help {
    font-family: var(--ur-font-family, system-ui, sans-serif);
    color: var(--ur-text-color, #2b2118);
    line-height: 1.45;
    font-size: 0.95rem;
    max-width: 42rem;
  }
  .help h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
  .help h3 {
    font-size: 1rem;
    margin: 1rem 0 0.25rem;
  }
  .help p,
  .help ul {
    margin: 0.25rem 0;
  }
  .help ul {
    padding-inline-start: 1.25rem;
  }
  .help .kinds {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  .help .kind {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  .help .icon {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
  }
  .help .route {
    display: block;
    width: 100%;
    max-width: 26rem;
    height: auto;
  }
  .help .route .off-route {
    opacity: 0.35;
  }
  .help .tile {
    fill: var(--ur-tile-color, #f3e6c8);
    stroke: var(--ur-tile-border-color, #6b4e2e);
    stroke-width: 1.5;
  }
  .help .petal {
    fill: var(--ur-rosette-color, #b3362b);
  }
  .help .heart,
  .help .dot,
  .help .mark {
    fill: var(--ur-mark-color, #1d1a17);
  }
  .help .line {
    fill: none;
    stroke: var(--ur-mark-color, #1d1a17);
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .help .step {
    font: 600 15px var(--ur-font-family, system-ui, sans-serif);
    fill: var(--ur-text-color, #2b2118);
    text-anchor: middle;
    dominant-baseline: middle;
    paint-order: stroke;
    stroke: var(--ur-tile-color, #f3e6c8);
    stroke-width: 4px;
  }
`;
