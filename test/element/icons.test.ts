/**
 * The controls' icons (issue 47): Throw's icon is one of the game's tetrahedral dice seen from the
 * side, a solid with two faces showing, not a flat triangle, which reads as a warning sign.
 */
import { expect } from '@open-wc/testing';
import { board, shadow, until } from './helpers.js';

type Point = [number, number];

/** The corners of each subpath of a path made of moves, lines and closes (absolute or relative). */
function subpaths(d: string): Point[][] {
  const all: Point[][] = [];
  let at: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([MmLlHhVvZz])([^MmLlHhVvZz]*)/g)) {
    const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const relative = command === command.toLowerCase();
    const base = (): Point => (relative ? at : [0, 0]);
    switch (command.toUpperCase()) {
      case 'Z':
        continue;
      case 'H':
        at = [base()[0] + numbers[0], at[1]];
        all[all.length - 1].push(at);
        continue;
      case 'V':
        at = [at[0], base()[1] + numbers[0]];
        all[all.length - 1].push(at);
        continue;
    }
    for (let i = 0; i < numbers.length; i += 2) {
      at = [base()[0] + numbers[i], base()[1] + numbers[i + 1]];
      if (i === 0 && command.toUpperCase() === 'M') all.push([at]);
      else all[all.length - 1].push(at);
    }
  }
  return all;
}

/** Twice the signed area of the triangle a, b, c: 0 when the three lie on one line. */
const turn = ([ax, ay]: Point, [bx, by]: Point, [cx, cy]: Point) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

describe('the icons', () => {
  it("Throw's icon is a die seen from the side: a tip over three corners on the ground, not one flat base", async () => {
    const el = await board({ light: 'human', dark: 'human' });
    await until(() => shadow(el).querySelector('.icon-throw') !== null);
    const button = shadow(el).querySelector('.icon-throw')!.closest('button')!;
    expect(button.textContent!.trim()).to.equal('Throw');
    const [outline, ...edges] = subpaths(shadow(el).querySelector('.icon-throw path')!.getAttribute('d')!);
    // The outline: the tip, then three corners, the nearest one lowest (SVG's y grows downwards).
    expect(outline, 'a tip and three corners').to.have.length(4);
    const [tip, ...corners] = outline;
    for (const corner of corners) expect(corner[1], 'the tip above every corner').to.be.above(tip[1]);
    expect(Math.abs(turn(corners[0], corners[1], corners[2])), 'the corners on no one line').to.be.above(20);
    const nearest = corners.reduce((low, corner) => (corner[1] > low[1] ? corner : low));
    expect(nearest, 'the nearest corner between the other two').to.not.equal(corners[0]);
    expect(nearest).to.not.equal(corners[2]);
    // The edge between the two faces that show runs from the tip to the nearest corner.
    expect(edges.some(([from, to]) => from + '' === tip + '' && to + '' === nearest + '')).to.equal(true);
  });
});
