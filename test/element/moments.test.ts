import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { Move } from '../../src/engine/index.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { board, shadow, type RoyalUrElement } from './helpers.js';

type Moment = 'capture' | 'rosette' | 'bear-off' | 'double' | 'eyes';

/** Whether `move` makes `moment` (what the board then marks). */
const makes: Record<Moment, (move: Move) => boolean> = {
  capture: (move) => move.captures.length > 0,
  rosette: (move) => move.rosette && move.extraTurn,
  'bear-off': (move) => move.bearOff,
  double: (move) => move.double,
  eyes: (move) => move.eyes,
};

/**
 * Plays the seeded game on until a move on offer makes `moment`, and plays it; until then the move
 * furthest along the path that makes no moment (a game that moves on). Returns that move.
 */
function playUntil(el: RoyalUrElement, moment: Moment): Move {
  for (let actions = 0; actions < 3000; actions++) {
    const { phase } = el.position;
    if (phase === 'over') break;
    if (phase !== 'move' && phase !== 'eyes') {
      el.throwDice();
      continue;
    }
    const moves = el.legalMoves;
    if (moves.length === 0) {
      el.decline();
      continue;
    }
    const wanted = moves.find(makes[moment]);
    if (wanted) return el.move(wanted).move;
    const quiet = moves.filter((move) => !Object.values(makes).some((test) => test(move)));
    el.move((quiet.length ? quiet : moves).at(-1)!);
  }
  throw new Error(`no ${moment} in the game`);
}

const marks = (el: RoyalUrElement) =>
  [...shadow(el).querySelectorAll('svg.board .moment')].map((mark) => mark.getAttribute('class'));

/** The centre of the board's drawing of `selector`, to compare where two things are drawn. */
function centreOf(el: RoyalUrElement, selector: string): [number, number] {
  const box = shadow(el).querySelector(selector)!.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('<royal-ur> big moments', () => {
  const cases: [Moment, Record<string, string>, (move: Move) => string][] = [
    ['capture', { seed: '2' }, (move) => `[data-tile="${move.captures[0]}"]`],
    ['rosette', { seed: '2' }, (move) => `[data-tile="${move.to}"]`],
    ['bear-off', { seed: '2', pieces: '1' }, (move) => `.tray.home.${move.player}`],
    ['double', { seed: '2', variant: 'bell' }, (move) => `[data-tile="${move.landings[0]}"]`],
    ['eyes', { seed: '2', variant: 'bell' }, (move) => `[data-tile="${move.to}"]`],
  ];
  for (const [moment, attributes, where] of cases) {
    it(`${moment}: a mark where it happened, until the next move; axe finds nothing`, async () => {
      const el = await board({ ...attributes, 'animation-duration': '0' });
      const move = playUntil(el, moment);
      await el.updateComplete;
      expect(marks(el)).to.include(`moment ${moment}`);
      const mark = shadow(el).querySelector(`svg.board .moment.${moment}`)!;
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      expect(centreOf(el, `.moment.${moment}`)).to.deep.equal(centreOf(el, where(move)));
      await expect(el).to.be.accessible();
      // The next move (of either side) has marks of its own only.
      for (let i = 0; i < 50 && el.position.phase !== 'over'; i++) {
        if (el.position.phase === 'move' || el.position.phase === 'eyes') {
          const next = el.legalMoves.find((candidate) => !Object.values(makes).some((test) => test(candidate)));
          if (!next) break;
          el.move(next);
          await el.updateComplete;
          expect(marks(el)).to.deep.equal([]);
          break;
        }
        el.throwDice();
      }
    });
  }

  it('the mark pops up as the move is drawn; under prefers-reduced-motion it is simply there', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await emulateMedia({ reducedMotion });
      try {
        const el = await board({ seed: '2', 'animation-duration': '400' });
        playUntil(el, 'capture');
        await el.updateComplete;
        const mark = shadow(el).querySelector('svg.board .moment.capture')!;
        expect(mark, reducedMotion).to.not.equal(null);
        expect(mark.getAnimations({ subtree: true }).length, reducedMotion).to.equal(
          reducedMotion === 'reduce' ? 0 : 1,
        );
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    }
  });

  it('a quiet move has no mark', async () => {
    const el = await board({ seed: '2', 'animation-duration': '0' });
    el.throwDice(2);
    el.move(el.legalMoves[0]);
    await el.updateComplete;
    expect(marks(el)).to.deep.equal([]);
  });
});

describe('<royal-ur> bell’s double in words', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  for (const lang of LANGS) {
    it(`the status line says the piece landed on the double and went on as far again (${lang})`, async () => {
      const el = await board({ seed: '2', variant: 'bell', lang, 'animation-duration': '0' });
      const move = playUntil(el, 'double');
      await el.updateComplete;
      const t = translation(lang);
      // French sets a narrow no-break space before its colon.
      const spaced = (text: string) => text.replace(/\s+/g, ' ');
      const said = spaced(t.doubled(move.landings[0], move.bearOff ? null : move.to));
      const status = spaced(shadow(el).querySelector('[part="status"]')!.textContent!);
      expect(status).to.include(said);
      // Said after the move itself, before anything else it did.
      expect(status.indexOf(said)).to.be.above(0);
      // Every language has its own sentence, naming the double's square.
      expect(said).to.include(move.landings[0]);
      if (lang !== 'en') expect(said).to.not.equal(translation('en').doubled(move.landings[0], move.to));
      await expect(el).to.be.accessible();
    });
  }

  it('a move with no double says none', async () => {
    const el = await board({ seed: '2', variant: 'bell', 'animation-duration': '0' });
    const move = playUntil(el, 'capture');
    await el.updateComplete;
    expect(move.double).to.equal(false);
    const status = shadow(el).querySelector('[part="status"]')!.textContent!;
    expect(status).to.not.include('double');
  });
});
