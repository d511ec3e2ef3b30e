/**
 * The win-chance graph: light's winning chance at each point of the reviewed game as an SVG line
 * over a 50% midline, throws ticked along the bottom, flagged choices ringed, the current point
 * as a cursor. The whole graph is one slider: click or drag to a point, arrow keys, Home/End and
 * Page Up/Down to step. Colours come from currentColor and the theme's custom properties, with
 * system colours in forced-colours mode (styles.ts).
 */
import { svg, type TemplateResult, html } from 'lit';
import type { ReviewPoint } from '../../ai/review-score.js';

const GRAPH_WIDTH = 600;
const GRAPH_HEIGHT = 120;
/** Page Up/Down step. */
const PAGE = 10;

export interface GraphView {
  /** Analysed points so far, by point index (holes not yet analysed). */
  points: readonly (ReviewPoint | undefined)[];
  /** Points in the reviewed game. */
  total: number;
  /** Which of them are throws. */
  throws: readonly boolean[];
  at: number;
  label: string;
  valueText: string;
}

const xOf = (index: number, total: number) => (total <= 1 ? 0 : (index / (total - 1)) * GRAPH_WIDTH);
const yOf = (light: number) => (1 - light) * GRAPH_HEIGHT;

/** The point nearest to a pointer at `clientX` over the graph's box. */
function pointAt(event: PointerEvent, total: number): number {
  const box = (event.currentTarget as Element).getBoundingClientRect();
  const share = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
  return Math.min(total - 1, Math.max(0, Math.round(share * (total - 1))));
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

export function renderGraph(view: GraphView, go: (index: number) => void): TemplateResult {
  const { points, total, throws, at } = view;
  let line = '';
  points.forEach((point, index) => {
    if (point)
      line += `${line && points[index - 1] ? 'L' : 'M'}${xOf(index, total).toFixed(1)} ${yOf(point.light).toFixed(1)}`;
  });
  const onPointer = (event: PointerEvent) => {
    if (event.type === 'pointerdown') (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    else if (event.buttons === 0) return;
    go(pointAt(event, total));
  };
  const onKey = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, at, total);
    if (target === null) return;
    event.preventDefault();
    go(target);
  };
  return html`<div
    class="graph"
    role="slider"
    tabindex="0"
    aria-label=${view.label}
    aria-valuemin="0"
    aria-valuemax=${total - 1}
    aria-valuenow=${at}
    aria-valuetext=${view.valueText}
    @pointerdown=${onPointer}
    @pointermove=${onPointer}
    @keydown=${onKey}
  >
    <svg viewBox="0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}" preserveAspectRatio="none" aria-hidden="true">
      <rect class="light-side" x="0" y="0" width=${GRAPH_WIDTH} height=${GRAPH_HEIGHT / 2}></rect>
      <line class="midline" x1="0" y1=${GRAPH_HEIGHT / 2} x2=${GRAPH_WIDTH} y2=${GRAPH_HEIGHT / 2}></line>
      ${throws.map((thrown, index) => (thrown ? svg`<line class="throw-tick" x1=${xOf(index, total)} x2=${xOf(index, total)} y1=${GRAPH_HEIGHT - 6} y2=${GRAPH_HEIGHT}></line>` : null))}
      <path class="chance" d=${line || 'M0 60'}></path>
      ${points.map((point, index) =>
        point?.choice?.flag
          ? svg`<circle class="flag ${point.choice.flag}" cx=${xOf(index, total)} cy=${yOf(point.light)} r="4"></circle>`
          : null,
      )}
      <line class="cursor" x1=${xOf(at, total)} x2=${xOf(at, total)} y1="0" y2=${GRAPH_HEIGHT}></line>
    </svg>
  </div>`;
}
