/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), as the big chess sites use it:
 * each rated game is its own rating period, and a player's deviation grows with the time since
 * their last game as the system's step 6 grows it for each period without games.
 *
 * The constants, and why:
 * - τ = 0.5: the system's constraint on how fast volatility moves (Glickman: 0.3 to 1.2). Ur is a
 *   dice game: upsets are common and say little, so volatility should not leap on a few of them;
 *   0.5 sits low in the range (lichess, for chess, uses 0.75).
 * - A new player starts at 1500 with deviation 350 and volatility 0.06, Glickman's values for an
 *   unrated player: the deviation says "anywhere from about 800 to 2200", so the first games move
 *   the rating a lot.
 * - Time away: one rating period per day without games. A player with deviation 50 is at about 75
 *   after a month away and 205 after a year; the deviation never grows past the start value.
 */

export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** One game against an opponent as they stood before it: 1 a win, 0 a loss (Ur has no draws). */
export interface Result {
  opponent: Pick<Rating, 'rating' | 'deviation'>;
  score: 0 | 1;
}

export const TAU = 0.5;
export const START: Readonly<Rating> = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });
/** The length of the rating period that time away counts in (ms): one day. */
export const PERIOD_MS = 24 * 60 * 60 * 1000;

/** The Glicko-2 scale factor (400 / ln 10). */
const SCALE = 173.7178;
/** The tolerance of the volatility iteration (Glickman's ε). */
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The rating after one rating period with `results` (none: only the deviation grows, step 6). */
export function rate(player: Rating, results: readonly Result[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  // Steps 3 and 4: the estimated variance v and the improvement Δ.
  let inverseV = 0;
  let sum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    inverseV += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  // Step 5: the new volatility, by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const volatility = Math.exp(A / 2);
  // Steps 6 to 8: the deviation grown by the period, then narrowed by the games; the new rating.
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility };
}

/**
 * The rating as it stands `elapsedMs` after the player's last game: the deviation grown as by
 * that many periods without games (fractions too), never past the start deviation.
 */
export function afterTimeAway(player: Rating, elapsedMs: number): Rating {
  const periods = Math.max(0, elapsedMs) / PERIOD_MS;
  const phi = player.deviation / SCALE;
  const grown = Math.sqrt(phi * phi + periods * player.volatility * player.volatility) * SCALE;
  return { ...player, deviation: Math.min(START.deviation, Math.max(player.deviation, grown)) };
}
