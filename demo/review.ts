// The review demo: a whole game of seeded moves (?seed=, ?variant=, ?pieces=) opened for review,
// judged by a solution table with ?table=URL; the time from review() to the first verdict on screen
// (a judged move's mark in the move list) and to ur-review-complete is shown (and read by
// scripts/review-timing.mjs). With ?panel the game is loaded onto the board instead, its game-over
// panel offering Review, and the times count from the press of Review (as a player opens it).
import { createGame, Random, type VariantName } from '../src/royal-ur.js';

const query = new URLSearchParams(location.search);
const seed = Number(query.get('seed') ?? 7);
const variant = (query.get('variant') ?? 'finkel') as VariantName;
const pieces = query.get('pieces');
const table = query.get('table');
const panel = query.has('panel');
const element = document.querySelector('royal-ur')!;
const status = document.querySelector('#review-status')!;

const game = createGame({ variant, seed, ...(pieces ? { rules: { pieces: Number(pieces) } } : {}) });
const random = new Random(seed);
while (game.phase !== 'over') {
  if (game.phase === 'move' || game.phase === 'eyes') {
    const moves = game.legalMoves();
    // Mostly the move furthest along, now and then a random one: a game with some mistakes.
    if (moves.length === 0) game.decline();
    else game.move(random.below(4) === 0 ? moves[random.below(moves.length)] : moves[moves.length - 1]);
  } else game.throwDice();
}

let started = performance.now();
let firstVerdictMs: number | null = null;
// The first verdict on screen: a judged move's mark in the review's move list.
const watch = () => {
  const view = element.shadowRoot?.querySelector('royal-ur-review');
  if (view?.shadowRoot?.querySelector('.move-list .mark')) firstVerdictMs = Math.round(performance.now() - started);
  else requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
element.addEventListener('ur-review-complete', () => {
  const ms = Math.round(performance.now() - started);
  status.textContent = `${game.actionCount} actions analysed in ${ms} ms (first verdict after ${firstVerdictMs} ms)`;
  Object.assign(window, { reviewResult: { actions: game.actionCount, ms, firstVerdictMs } });
});
if (panel) {
  Object.assign(element, { light: 'human', dark: 'human' }, table ? { perfectTable: table } : {});
  const loaded = await element.loadRecord(game.toJSON());
  if (!loaded.ok) status.textContent = loaded.error;
  // The press reaches the host (retargeted from its shadow root) before the button acts on it.
  element.addEventListener('click', () => (started = performance.now()), { capture: true, once: true });
  Object.assign(window, { panelReady: true });
} else {
  const opened = await element.review(game.toJSON(), table ? { table } : {});
  if (!opened.ok) status.textContent = opened.error;
}
