// Checks the built engine bundle from plain Node (no DOM): `npm run build && node bench/engine-dist.check.mjs`.
// Imports dist/engine.js, plays one seeded game of every preset and reloads its record.
import assert from 'node:assert/strict';

const engine = await import(new URL('../dist/engine.js', import.meta.url).href);
assert.equal(typeof globalThis.document, 'undefined', 'this check must run without a DOM');
for (const name of ['createGame', 'loadGame', 'validateRules', 'core', 'PRESETS', 'VARIANTS']) {
  assert.ok(name in engine, `dist/engine.js exports ${name}`);
}
for (const variant of engine.VARIANTS) {
  const game = engine.createGame({ variant, seed: `dist-${variant}` });
  for (let step = 0; game.phase !== 'over'; step++) {
    assert.ok(step < 20000, `${variant} game ends`);
    if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
    else game.move(game.legalMoves()[step % game.legalMoves().length]);
  }
  const reloaded = engine.loadGame(JSON.stringify(game.toJSON()));
  assert.equal(reloaded.position().notation, game.position().notation, `${variant} record reloads`);
}
console.log(
  `dist/engine.js OK in Node ${process.version}: ${Object.keys(engine).length} exports, a game of each of ${engine.VARIANTS.join(', ')}`,
);
