/**
 * Glicko-2 as the server rates games (server/ratings/glicko2.ts): Glickman's worked example, and
 * ratings that stay numbers however the results fall.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { afterTimeAway, PERIOD_MS, rate, START, type Rating } from '../../server/ratings/glicko2.js';

test("Glickman's worked example: 1500/200/0.06 after 1400/30 won, 1550/100 lost, 1700/300 lost", () => {
  const after = rate({ rating: 1500, deviation: 200, volatility: 0.06 }, [
    { opponent: { rating: 1400, deviation: 30 }, score: 1 },
    { opponent: { rating: 1550, deviation: 100 }, score: 0 },
    { opponent: { rating: 1700, deviation: 300 }, score: 0 },
  ]);
  // The paper rounds its intermediate values (μ' = −0.2069, φ' = 0.8722): unrounded, the rating is
  // 1464.0507, within a hundredth of the paper's 1464.06; its σ' = 0.05999 is 0.0599960 cut short.
  assert.ok(Math.abs(after.rating - 1464.06) < 0.01, `rating ${after.rating}`);
  assert.ok(Math.abs(after.deviation - 151.52) < 0.01, `deviation ${after.deviation}`);
  assert.ok(Math.abs(after.volatility - 0.05999) < 0.00001, `volatility ${after.volatility}`);
});

test('a period without games only grows the deviation (step 6), and time away grows it the same way, capped at the start', () => {
  const player: Rating = { rating: 1700, deviation: 50, volatility: 0.06 };
  const idle = rate(player, []);
  assert.equal(idle.rating, 1700);
  assert.ok(Math.abs(afterTimeAway(player, PERIOD_MS).deviation - idle.deviation) < 1e-9);
  const month = afterTimeAway(player, 30 * PERIOD_MS).deviation;
  const year = afterTimeAway(player, 365 * PERIOD_MS).deviation;
  assert.ok(month > 70 && month < 80, `a month away: ${month}`);
  assert.ok(year > 195 && year < 215, `a year away: ${year}`);
  assert.equal(afterTimeAway(player, 100 * 365 * PERIOD_MS).deviation, START.deviation);
  assert.equal(afterTimeAway(player, -PERIOD_MS).deviation, 50);
});

test('ratings stay finite and deviations positive over 10,000 random results', () => {
  const side = fc.record({
    rating: fc.double({ min: 100, max: 3000, noNaN: true }),
    deviation: fc.double({ min: 1, max: 350, noNaN: true }),
  });
  fc.assert(
    fc.property(
      fc.array(fc.record({ opponent: side, score: fc.constantFrom(0 as const, 1 as const), away: fc.nat(400) }), {
        minLength: 10_000,
        maxLength: 10_000,
      }),
      (games) => {
        let player: Rating = { ...START };
        for (const { opponent, score, away } of games) {
          player = rate(afterTimeAway(player, away * PERIOD_MS), [{ opponent, score }]);
          assert.ok(Number.isFinite(player.rating), `rating ${player.rating}`);
          assert.ok(Number.isFinite(player.deviation) && player.deviation > 0, `deviation ${player.deviation}`);
          assert.ok(Number.isFinite(player.volatility) && player.volatility > 0, `volatility ${player.volatility}`);
        }
      },
    ),
    { numRuns: 5, seed: 48 },
  );
});
