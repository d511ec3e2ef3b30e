/**
 * The win-chance graph: light's winning chance at each point of the reviewed game as an SVG line
 * over a labelled 50% line, turn numbers along the bottom, each judged choice from inaccuracy down
 * (and each brilliant one) as a round marker coloured by its category, the current point as a
 * cursor, and a caption for the point under the pointer (else the current one). The whole graph is
 * one slider: click or drag to a point, arrow keys, Home/End and Page Up/Down to step. Colours come
 * from the theme's custom properties, with system colours in forced-colours mode (styles.ts).
 */
import { svg, type TemplateResult, html } from 'lit';
import { isFlagged, type ReviewPoint } from '../../ai/review/review-score.js';

const GRAPH_WIDTH = 600;
const GRAPH_HEIGHT = 120;
/** Page Up/Down step. */
const PAGE = 10;
/** Move-number labels along the bottom: about this many, at round numbers. */
const AXIS_LABELS = 6;
/** Radius of a marker in CSS pixels, and of the current point's. */
const MARKER_RADIUS = 6;
const SHOWN_RADIUS = 8;

export interface GraphView {
  /** Analysed points so far, by point index (holes not yet analysed). */
  points: readonly (ReviewPoint | undefined)[];
  /** Points in the reviewed game. */
  total: number;
  /** Which of them are throws. */
  throws: readonly boolean[];
  /** The turn number of each point (`turnNumbers`). */
  turns: readonly number[];
  at: number;
  /** The point under the pointer, if any. */
  hover: number | null;
  label: string;
  valueText: string;
  /** The caption's text for a point. */
  caption(index: number): string;
  /** The words on the axes: the 50% line's, and the turn numbers'. */
  even: string;
  turn: string;
}

const share = (index: number, total: number) => (total <= 1 ? 0 : index / (total - 1));
const xOf = (index: number, total: number) => share(index, total) * GRAPH_WIDTH;
const yOf = (light: number) => (1 - light) * GRAPH_HEIGHT;

/** The point nearest to a pointer at `clientX` over the plot's box. */
function pointAt(event: PointerEvent, total: number): number {
  const box = (event.currentTarget as Element).getBoundingClientRect();
  const across = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
  return Math.min(total - 1, Math.max(0, Math.round(across * (total - 1))));
}

/** The point a key moves to, or null for a key the graph does not use. */
function keyTarget(key: string, at: number, total: number): number | null {
  const last = total - 1;
  const clamp = (value: number) => Math.min(last, Math.max(0, value));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(at - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(at + 1);
    case 'PageDown':
      return clamp(at - PAGE);
    case 'PageUp':
      return clamp(at + PAGE);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** A round step between turn-number labels (1, 2, 5, 10, 20, 50…) giving about AXIS_LABELS of them. */
function labelStep(turns: number): number {
  const rough = Math.max(1, turns / AXIS_LABELS);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough)!;
}

/** The first point of each labelled turn number. */
function axisLabels(turns: readonly number[]): { index: number; turn: number }[] {
  const step = labelStep(turns[turns.length - 1] ?? 0);
  const labels: { index: number; turn: number }[] = [];
  turns.forEach((turn, index) => {
    if (turn > 0 && turn % step === 0 && turns[index - 1] !== turn) labels.push({ index, turn });
  });
  return labels;
}

/** The chance line through the points analysed so far (a hole breaks it). */
function chancePath(points: GraphView['points'], total: number): string {
  let line = '';
  points.forEach((point, index) => {
    if (point)
      line += `${line && points[index - 1] ? 'L' : 'M'}${xOf(index, total).toFixed(1)} ${yOf(point.light).toFixed(1)}`;
  });
  return line || 'M0 60';
}

/** A share of the plot as an SVG percentage. */
const percentOf = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The plot: the light player's side, the 50% line, a tick per throw, the chance line and the cursor. */
function renderPlot({ points, total, throws, at }: GraphView): TemplateResult {
  return html`<svg viewBox="0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}" preserveAspectRatio="none" aria-hidden="true">
    <rect class="light-side" x="0" y="0" width=${GRAPH_WIDTH} height=${GRAPH_HEIGHT / 2}></rect>
    <line class="midline" x1="0" y1=${GRAPH_HEIGHT / 2} x2=${GRAPH_WIDTH} y2=${GRAPH_HEIGHT / 2}></line>
    ${throws.map((thrown, index) => (thrown ? svg`<line class="throw-tick" x1=${xOf(index, total)} x2=${xOf(index, total)} y1=${GRAPH_HEIGHT - 6} y2=${GRAPH_HEIGHT}></line>` : null))}
    <path class="chance" d=${chancePath(points, total)}></path>
    <line class="cursor" x1=${xOf(at, total)} x2=${xOf(at, total)} y1="0" y2=${GRAPH_HEIGHT}></line>
  </svg>`;
}

/** A round marker on each key move and brilliant move, the point shown larger. */
function renderMarkers({ points, total }: GraphView, shown: number): TemplateResult {
  return html`<svg class="markers" aria-hidden="true">
    ${points.map((point, index) => {
      const choice = point?.choice;
      if (!choice || !(isFlagged(choice.category) || choice.brilliant)) return null;
      // Percentages of an SVG without a viewBox: placed on the stretched plot, yet round.
      return svg`<circle
        class="marker ${choice.brilliant ? 'brilliant' : choice.category} ${index === shown ? 'shown' : ''}"
        cx=${percentOf(share(index, total))}
        cy=${percentOf(1 - point.light)}
        r=${index === shown ? SHOWN_RADIUS : MARKER_RADIUS}
      ></circle>`;
    })}
  </svg>`;
}

/** The turn numbers along the bottom. */
function renderAxis({ turns, total }: GraphView): TemplateResult {
  return html`<svg class="x-axis" aria-hidden="true">
    ${axisLabels(turns).map(({ index, turn }) => {
      const x = percentOf(share(index, total));
      return svg`<line x1=${x} x2=${x} y1="0" y2="3"></line><text x=${x} y="1em" text-anchor="middle">${turn}</text>`;
    })}
  </svg>`;
}

export function renderGraph(
  view: GraphView,
  go: (index: number) => void,
  hover: (index: number | null) => void,
): TemplateResult {
  const { total, at } = view;
  const onPointer = (event: PointerEvent) => {
    const index = pointAt(event, total);
    if (event.type === 'pointerdown') (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    else if (event.buttons === 0) {
      hover(index);
      return;
    }
    go(index);
  };
  const onKey = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, at, total);
    if (target === null) return;
    event.preventDefault();
    go(target);
  };
  const shown = view.hover ?? at;
  return html`<figure class="graph-box">
    <span class="even" aria-hidden="true">${view.even}</span>
    <div
      class="graph"
      part="review-graph"
      role="slider"
      tabindex="0"
      aria-label=${view.label}
      aria-valuemin="0"
      aria-valuemax=${total - 1}
      aria-valuenow=${at}
      aria-valuetext=${view.valueText}
      @pointerdown=${onPointer}
      @pointermove=${onPointer}
      @pointerleave=${() => hover(null)}
      @keydown=${onKey}
    >
      ${renderPlot(view)} ${renderMarkers(view, shown)}
    </div>
    <span class="axis-name" aria-hidden="true">${view.turn}</span>
    ${renderAxis(view)}
    <figcaption class="caption" aria-hidden="true">${view.caption(shown)}</figcaption>
  </figure>`;
}
