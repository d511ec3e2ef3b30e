/**
 * `board-style="museum"` (issue 47): the board drawn after the British Museum's, its art fetched
 * only by such a board; a wrong value warns and draws the default. Its own page, so the museum's
 * module is not fetched before these tests.
 */
import { expect } from '@open-wc/testing';
import { board, shadow, warnings } from './helpers.js';

/** Whether the page has fetched a module whose path contains `path`. */
const fetched = (path: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(path));

/** The museum pattern each square shows, by square name. */
function patterns(root: ShadowRoot): Record<string, string> {
  const names: Record<string, string> = {};
  for (const tile of root.querySelectorAll('[data-tile]')) {
    const face = tile.querySelector('.museum-face');
    names[tile.getAttribute('data-tile')!] = !face
      ? 'none'
      : face.querySelector('.petal')
        ? 'rosette'
        : face.querySelector('.lid')
          ? 'eyes'
          : face.querySelector('.grid')
            ? 'twelve-dots'
            : 'five-dots';
  }
  return names;
}
const squares = (names: Record<string, string>, pattern: string) =>
  Object.keys(names)
    .filter((tile) => names[tile] === pattern)
    .sort();

describe('board-style', () => {
  // First: nothing on this page has drawn a museum board.
  it('absent, the board has its default style and the museum art is not fetched', async () => {
    const el = await board({ seed: '1' });
    expect(el.boardStyle).to.equal('default');

    expect(shadow(el).querySelector('.museum-face')).to.equal(null);
    expect(fetched('/board/museum-art')).to.equal(false);
  });

  it('museum: the museum board, fetched for it, drawn in its first drawing with its colours', async () => {
    const el = await board({ seed: '1', 'board-style': 'museum' });
    expect(fetched('/board/museum-art')).to.equal(true);
    const root = shadow(el);

    const names = patterns(root);
    // The rosettes where the rules have them, and five of each of the museum board's other patterns.
    expect(squares(names, 'rosette')).to.deep.equal(['A1', 'A7', 'B4', 'C1', 'C7']);
    expect(squares(names, 'eyes')).to.deep.equal(['A2', 'A4', 'B7', 'C2', 'C4']);
    expect(squares(names, 'five-dots')).to.deep.equal(['A3', 'B2', 'B5', 'B8', 'C3']);
    expect(squares(names, 'twelve-dots')).to.deep.equal(['A8', 'B1', 'B3', 'B6', 'C8']);
    const fill = (selector: string) => getComputedStyle(root.querySelector(selector)!).fill;
    expect(fill('[data-tile="B5"] > rect')).to.equal('rgb(243, 234, 210)');
    expect(fill('[data-tile="B5"] .lapis')).to.equal('rgb(29, 61, 140)');
    // The pieces are drawn on it as on any board.
    expect(root.querySelectorAll('.piece').length).to.be.greaterThan(0);
    // Back to the default style: its own faces again, though the museum's styles stay adopted.
    el.boardStyle = 'default';
    await el.updateComplete;
    expect(root.querySelector('.museum-face')).to.equal(null);
    expect(fill('[data-tile="A1"] .rosette-ground')).to.not.equal('rgb(29, 61, 140)');
  });

  it('a wrong value warns, naming the attribute and the accepted values, and draws the default', async () => {
    let el!: Awaited<ReturnType<typeof board>>;
    const warned = await warnings(async () => (el = await board({ 'board-style': 'Marble' })));
    expect(
      warned.some((text) => /board-style="Marble".*default, museum.*"default"/.test(text)),
      warned.join('\n'),
    ).to.equal(true);
    expect(el.boardStyle).to.equal('default');
    expect(shadow(el).querySelector('.museum-face')).to.equal(null);
    // Case-insensitive, as every choice attribute.
    el.setAttribute('board-style', 'MUSEUM');
    await el.updateComplete;
    expect(el.boardStyle).to.equal('museum');
    expect(shadow(el).querySelectorAll('.museum-face').length).to.equal(20);
  });
});
