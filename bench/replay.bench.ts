/// <reference types="node" />
/**
 * Record replay speed, in Node on one core: legal bell records of growing length (a match with
 * every throw handed in, mostly zeros so that it lasts) replayed with `loadGame`, to show the
 * time is linear in the length; and how fast an oversized record is refused.
 * Run: `npm run bench:replay` (REPLAY_SIZES=10000,100000 for other lengths).
 */
import { createGame, loadGame, MAX_ACTIONS, Random, type Game, type GameRecord } from '../src/engine/index.js';

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** A legal bell record of `length` actions: seedless dice, 7 throws in 8 handed in as 0, random moves. */
function longRecord(length: number): GameRecord {
  const random = new Random(length);
  const game: Game = createGame({ variant: 'bell', seed: null, rules: { targetScore: 1000 } });
  while (game.actionCount < length) {
    const awaiting = game.awaiting();
    if (awaiting.action === 'nothing') break;
    if (awaiting.action === 'throw') game.throwDice(random.below(8) === 0 ? [0, 1, 4, 5][random.below(4)] : 0);
    else if (awaiting.action === 'next-game') game.nextGame();
    else {
      const moves = game.legalMoves();
      const pick = random.below(awaiting.action === 'bonus' ? moves.length + 1 : moves.length);
      if (pick === moves.length) game.decline();
      else game.move(moves[pick]);
    }
  }
  return game.toJSON();
}

const sizes = (process.env.REPLAY_SIZES ?? `12500,25000,50000,${MAX_ACTIONS}`).split(',').map(Number);
console.log(`royal-ur replay bench: Node ${process.version}, one core, loadGame of legal bell records\n`);
console.log(`${'actions'.padStart(9)}  ${'JSON'.padStart(9)}  ${'replay ms'.padStart(9)}  ${'µs/action'.padStart(9)}`);
for (const size of sizes) {
  const record = longRecord(size);
  const text = JSON.stringify(record);
  loadGame(text); // warm-up
  const start = process.cpuUsage();
  const game = loadGame(text);
  const ms = cpuMs(start);
  if (game.actionCount !== record.actions.length) throw new Error('replay lost actions');
  const kb = `${(text.length / 1024).toFixed(0)} KB`;
  console.log(
    `${String(record.actions.length).padStart(9)}  ${kb.padStart(9)}  ${ms.toFixed(0).padStart(9)}  ${((ms * 1000) / record.actions.length).toFixed(2).padStart(9)}`,
  );
}
// The 10 MB case: 2.2 million handed-in zeros; and a holey array of length 2^32-1.
const zeros = {
  format: 'royal-ur',
  version: 1,
  variant: 'bell',
  rules: {},
  seed: null,
  actions: new Array(2_200_000).fill('h0'),
};
const holey = { ...zeros, actions: [] as string[] };
holey.actions.length = 2 ** 32 - 1;
for (const [name, record] of [
  ['10 MB record of 2.2 million h0', JSON.stringify(zeros)],
  ['holey actions of length 2^32-1', holey],
] as const) {
  const start = process.cpuUsage();
  let error = '';
  try {
    loadGame(record);
  } catch (caught) {
    error = (caught as Error).message;
  }
  console.log(`\n${name}: refused in ${cpuMs(start).toFixed(2)} ms — ${error}`);
}
