// The review demo: a whole game of seeded moves (?seed=, ?variant=) opened for review; the time
// from review() to ur-review-complete is shown (and read by scripts/review-timing.mjs).
import { createGame, Random, type VariantName } from '../src/royal-ur.js';

const query = new URLSearchParams(location.search);
const seed = Number(query.get('seed') ?? 7);
const variant = (query.get('variant') ?? 'finkel') as VariantName;
const element = document.querySelector('royal-ur')!;
const status = document.querySelector('#review-status')!;

const game = createGame({ variant, seed });
const random = new Random(seed);
while (game.phase !== 'over') {
  if (game.phase === 'move' || game.phase === 'eyes') {
    const moves = game.legalMoves();
    // Mostly the move furthest along, now and then a random one: a game with some mistakes.
    if (moves.length === 0) game.decline();
    else game.move(random.below(4) === 0 ? moves[random.below(moves.length)] : moves[moves.length - 1]);
  } else game.throwDice();
}

const started = performance.now();
element.addEventListener('ur-review-complete', () => {
  const ms = Math.round(performance.now() - started);
  status.textContent = `${game.actionCount} actions analysed in ${ms} ms`;
  Object.assign(window, { reviewResult: { actions: game.actionCount, ms } });
});
const opened = element.review(game.toJSON());
if (!opened.ok) status.textContent = opened.error;
