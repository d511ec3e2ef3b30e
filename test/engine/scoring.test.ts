import { expect } from '@open-wc/testing';
import { core, parsePosition, pathTiles, PRESETS, scorePieces, tilePoints } from '../../src/engine/index.js';
import { addGameToMatch, createMatch } from '../../src/engine/scoring.js';

const bell = core.createLayout(PRESETS.bell);
/** Points light scores from dark's pieces in a position where light has won. */
const darkPoints = (darkSide: string) => scorePieces(bell, parsePosition(bell, `r0 h7 / ${darkSide} / light wins`), 1);

describe('scoring: bell (docs/rules.md §4.5)', () => {
  it('§4.5 scoring: 25 per reserve piece, 10 on the start square, dots × pieces', () => {
    expect(darkPoints('r7 h0')).to.equal(7 * 25);
    expect(darkPoints('r0 h5 C4 C4')).to.equal(2 * 10);
    expect(darkPoints('r0 h4 B5 B5 B5')).to.equal(3 * 5);
    expect(darkPoints('r1 h0 C4 C4 B5 B5 C8 C1')).to.equal(25 + 2 * 10 + 2 * 5 + 3 + 1);
    expect(darkPoints('r0 h7')).to.equal(0);
  });

  it('§4 each tile scores its dots: rosette 1, double 2, eyes 4, five-dots 5, zigzag 3, gate 2', () => {
    const dots = { rosette: 1, double: 2, eyes: 4, 'five-dots': 5, zigzag: 3, gate: 2 } as const;
    const tiles = pathTiles('bell', 'dark');
    for (const tile of tiles.slice(1)) {
      const kind = PRESETS.bell.tileKinds[tile] as keyof typeof dots;
      expect(darkPoints(`r0 h6 ${tile}`), `${tile} (${kind})`).to.equal(dots[kind]);
    }
    // The start square counts 10, not its eyes' 4.
    expect(darkPoints(`r0 h6 ${tiles[0]}`)).to.equal(10);
  });

  it("scores the loser's side only (light's pieces when dark wins)", () => {
    const state = parsePosition(bell, 'r2 h0 A4 B5 B5 B7 A7 / r0 h7 / dark wins');
    expect(scorePieces(bell, state, 0)).to.equal(2 * 25 + 10 + 2 * 5 + 4 + 1);
  });

  it('race variants have no scoring', () => {
    const finkel = core.createLayout(PRESETS.finkel);
    expect(scorePieces(finkel, parsePosition(finkel, 'r0 h7 / r7 h0 / light wins'), 1)).to.equal(0);
    expect(tilePoints(finkel, 0)).to.equal(0);
    expect(tilePoints(finkel, 4)).to.equal(0);
  });

  it('tilePoints: what one piece at a path index scores, the one source for scoring and the drawn dots', () => {
    expect(tilePoints(bell, 0)).to.equal(25);
    expect(tilePoints(bell, 1)).to.equal(10);
    expect(tilePoints(bell, 3)).to.equal(4); // A2 / C2: eyes
    expect(tilePoints(bell, bell.home)).to.equal(0);
  });
});

describe('scoring: the match (docs/rules.md §4.5)', () => {
  it('§4.5 a match starts at 0-0 with its target', () => {
    expect(createMatch(100)).to.deep.equal({ target: 100, scores: { light: 0, dark: 0 }, games: [], winner: null });
  });

  it('§4.5 games add up; the first side to reach the target wins the match', () => {
    const start = createMatch(100);
    const one = addGameToMatch(start, { winner: 'dark', points: 60 });
    expect(one).to.deep.equal({
      target: 100,
      scores: { light: 0, dark: 60 },
      games: [{ winner: 'dark', points: 60 }],
      winner: null,
    });
    const two = addGameToMatch(one, { winner: 'light', points: 99 });
    expect(two.winner).to.equal(null);
    const three = addGameToMatch(two, { winner: 'dark', points: 40 });
    expect(three.scores).to.deep.equal({ light: 99, dark: 100 });
    expect(three.winner).to.equal('dark');
    expect(three.games).to.have.length(3);
    // Match states are values: earlier ones are unchanged.
    expect(start.games).to.have.length(0);
    expect(one.scores.light).to.equal(0);
  });
});
