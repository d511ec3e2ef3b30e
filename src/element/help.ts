/**
 * The "How to play" panel: the active rules explained briefly, with a map of the route and the
 * tile kinds drawn. The element places it inside its `help-panel` part; this module only renders.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { styleProps } from './style-props.js';
import { BOARDS, DICE, pathTiles, TILE_POINTS, type Rules, type TileKind } from '../engine/index.js';
import { renderTileIcon } from './board.js';
import { HELP_LANGS, HELP_TEXTS, VARIANT_NAMES, type HelpLang, type HelpTexts } from './help-texts.js';

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
      <h2>${t.title} — ${VARIANT_NAMES[rules.variant]}</h2>
      <p>${t.goal(rules.pieces)}</p>
      <h3>${t.routeHeading}</h3>
      ${renderRouteMap(rules, t)}
      <p>${t.route(pathTiles(rules.path, 'light').length)} ${t.shared[rules.path]}</p>
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
      <li>${t.race.exactExit(rules.exactExit)}</li>
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
      <span class="icon">${renderTileIcon(kind, scored)}</span>
      <span>
        <strong>${t.tileNames[kind]}</strong>${scored ? html` (${t.points(TILE_POINTS[kind])})` : nothing} —
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

/** The board as drawn, with light's route numbered, so "square 1" in the texts has a place. */
function renderRouteMap(rules: Rules, t: HelpTexts): TemplateResult {
  const board = BOARDS[rules.board];
  const route = pathTiles(rules.path, 'light');
  const cells = board.tiles.map((tile) => {
    const step = route.indexOf(tile) + 1;
    const place = { 'grid-column': tile.slice(1), 'grid-row': String(tile.charCodeAt(0) - 64) };
    return html`<span class="cell ${step ? 'on-route' : 'off-route'}" data-tile=${tile} ${styleProps(place)}>
      ${renderTileIcon(rules.tileKinds[tile] ?? 'plain')}${step ? html`<span class="step">${step}</span>` : nothing}
    </span>`;
  });
  return html`<div
    class="route"
    role="img"
    aria-label=${t.routeMap(route.join(', '))}
    ${styleProps({ 'grid-template-columns': `repeat(${board.columns}, 1fr)` })}
  >
    ${cells}
  </div>`;
}

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
  .help .icon svg,
  .help .cell svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .help .route {
    display: grid;
    grid-template-rows: repeat(3, auto);
    gap: 2px;
    max-width: 26rem;
    margin: 0.25rem 0;
  }
  .help .cell {
    position: relative;
    aspect-ratio: 1;
  }
  .help .off-route {
    opacity: 0.35;
  }
  .help .step {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 1.6em;
    height: 1.6em;
    display: grid;
    place-items: center;
    border-radius: 50%;
    font: 700 0.8rem system-ui, sans-serif;
    color: var(--ur-tile-color, #f1e4c6);
    background: color-mix(in srgb, var(--ur-mark-color, #1e1612) 80%, transparent);
  }
`;
