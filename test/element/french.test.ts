/**
 * French typography: a narrow no-break space (U+202F) before % : ; ! ? in every French string the
 * element, its rules panel, its review and its online status say, and a move's notation never
 * broken across lines.
 */
import { expect } from '@open-wc/testing';
import { createGame, type Move } from '../../src/engine/index.js';
import { adviceText } from '../../src/element/i18n/moves.js';
import { loadTranslation } from '../../src/element/i18n/lang.js';
import french from '../../src/element/i18n/languages/fr.js';

const fr = french.words;
import { keepMovesWhole } from '../../src/element/controls/keep-moves-whole.js';
import { board } from './helpers.js';

/** Arguments each function of a word list is called with: names, numbers, sides, effects, switches. */
const ARGUMENTS: unknown[][] = [
  ['Ana', 52, 'home', 'capture', 'A4-A2'],
  ['light', 1, 'reserve', null, 'R-A3'],
  [false, 0, 'dark', 'bounce', 4],
  [true, 7, 4, 3, 100],
];

/** Every string a word list holds or gives: its texts, and what its functions return for ARGUMENTS. */
function strings(words: unknown, path = 'fr'): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (typeof words === 'function')
    return ARGUMENTS.flatMap((args) => {
      let said: unknown;
      try {
        said = (words as (...args: unknown[]) => unknown)(...args);
      } catch {
        return [];
      }
      return strings(said, `${path}(${args.map(String).join(', ')})`);
    });
  if (words && typeof words === 'object')
    return Object.entries(words).flatMap(([key, value]) => strings(value, `${path}.${key}`));
  return [];
}

describe('French typography', () => {
  const all = [
    ...strings(french.words),
    ...strings(french.howToPlay, 'frHowToPlay'),
    ...strings(french.review, 'review'),
    ...strings(french.moves, 'moves'),
    ...strings(french.gameOver, 'gameOver'),
    ...strings(french.connection, 'connection'),
  ];

  it('puts a narrow no-break space, and only that, before % : ; ! ?', () => {
    expect(all.length).to.be.greaterThan(150);
    const punctuated = all.filter(([, text]) => /[%:;!?]/.test(text));
    expect(punctuated.length).to.be.greaterThan(30);
    const wrong = punctuated.filter(([, text]) => /(?<!\u202F)[%:;!?]/.test(text.replace(/\b[a-z]+:\/\//g, '')));
    expect(wrong.map(([path, text]) => `${path}: ${JSON.stringify(text)}`)).to.deep.equal([]);
    // "de" elided before a vowel: "d’Ana", "d’Ordinateur · Moyen" (the review's step at the computer's move).
    expect(french.moves.winChance('Ana', 52)).to.equal('Chances de victoire d’Ana\u202F: 52\u202F%');
    expect(french.moves.winChance('Ordinateur · Moyen', 48)).to.equal(
      'Chances de victoire d’Ordinateur · Moyen\u202F: 48\u202F%',
    );
    expect(french.moves.winChance('Bruno', 52)).to.equal('Chances de victoire de Bruno\u202F: 52\u202F%');
    expect(fr.wins('Ana')).to.equal('Ana gagne\u202F!');
  });

  it('keeps every move of a game whole in its advice, and the text as it was', async () => {
    await loadTranslation('fr');
    const game = createGame({ variant: 'finkel', seed: 11 });
    const moves = new Map<string, Move>();
    while (game.phase !== 'over') {
      if (game.phase === 'move') {
        for (const move of game.legalMoves()) moves.set(move.notation, move);
        game.move(game.legalMoves()[0]);
      } else game.throwDice();
    }
    expect([...moves.keys()].some((notation) => notation.includes('x'))).to.equal(true);
    for (const move of moves.values()) {
      const text = french.moves.best(adviceText('fr', move));
      const pieces = keepMovesWhole(text);
      const joined = pieces.map((piece) => (typeof piece === 'string' ? piece : (piece.values[0] as string))).join('');
      expect(joined, move.notation).to.equal(text);
      // From square to square: the two squares in one unbreakable piece; entering or bearing off: a square in words.
      const squares = move.enter || move.bearOff ? [] : [`${move.from}-${move.to}`];
      expect(
        pieces.filter((piece) => typeof piece !== 'string').map((piece) => (piece as { values: unknown[] }).values[0]),
        move.notation,
      ).to.deep.equal(squares);
      expect(text, move.notation).not.to.match(/\b[RH]\b/);
    }
  });

  it('draws the hint and the status line in French without breaking a move or a percentage', async () => {
    const el = await board({ lang: 'fr', seed: '3', hints: true, 'animation-duration': '0' });
    el.style.cssText = 'display: block; width: 700px';
    el.throwDice();
    await el.settled();
    await el.updateComplete;
    const root = el.shadowRoot!;
    const hint = root.querySelector('[part="hint"] span')!;
    expect(hint.textContent!.replace(/[ \n]+/g, ' ')).to.match(
      /Meilleur coup\u202F: (faire entrer un pion en |sortir le pion de |[A-C]\d-)[A-C]\d.* · Chances de victoire de Clair\u202F: \d+\u202F%/,
    );
    // Play on until a piece moves along the board: its move (`A4-A3`) is named whole in the status line.
    const status = root.querySelector('[part="status"]')!;
    for (let step = 0; step < 80 && !/a joué/.test(status.textContent!); step += 1) {
      const phase = el.position.phase;
      if (phase === 'over') break;
      if (phase === 'move') el.move(el.legalMoves.find((move) => move.from !== 'R') ?? el.legalMoves[0]);
      else el.throwDice();
      await el.settled();
      await el.updateComplete;
    }
    expect(status.textContent).to.match(/a joué [A-C]\d{1,2}-[A-C]\d{1,2}/);
    for (const notation of root.querySelectorAll('.notation')) {
      expect(getComputedStyle(notation).whiteSpace).to.equal('nowrap');
      expect(notation.getClientRects(), `${notation.textContent} on one line`).to.have.length(1);
    }
    expect(root.querySelectorAll('[part="status"] .notation')).to.have.length(1);
  });
});
