/**
 * Moves told in words wherever a player reads one (the hint bar, the status line, the move list,
 * the review), their squares named as the board draws them, never the notation's R (reserve) or H
 * (home); and bell's bounce off a stack said in every language.
 */
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { createGame, type Move } from '../../src/engine/index.js';
import { renderHint } from '../../src/element/controls/hint-bar.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import type { Lang } from '../../src/element/i18n/types.js';
import { adviceText, moveWordsOf } from '../../src/element/i18n/moves.js';
import { reviewWordsOf } from '../../src/element/i18n/review.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';
import { moveWords } from '../../src/element/i18n/move-clauses.js';
import { board, shadow, until, type RoyalUrElement } from './helpers.js';

/** The legal move of `notation` at `start`. */
const moveAt = (variant: 'finkel' | 'bell', start: string, notation: string): Move =>
  createGame({ variant, seed: 1, start })
    .legalMoves()
    .find((move) => move.notation === notation)!;

/** Bell: light's piece on B1, throwing 4, lands on dark's stack of two on B5 and bounces back (its only move). */
const BOUNCE_START = 'r6 h0 B1 / r5 h0 B5 B5 / light move 4';

/** A move of each kind, with the squares its words must name. */
const SAMPLES = {
  enter: { move: moveAt('finkel', 'r5 h0 A1 A8 / r6 h0 B2 / light move 2', 'R-A3'), squares: ['A3'] },
  bearOff: { move: moveAt('finkel', 'r5 h0 A1 A8 / r6 h0 B2 / light move 2', 'A8-H'), squares: ['A8'] },
  capture: { move: moveAt('finkel', 'r5 h0 A1 A8 / r6 h0 B2 / light move 2', 'A1xB2'), squares: ['A1-B2', 'B2'] },
  rosette: { move: moveAt('finkel', 'r5 h0 A2 A8 / r6 h0 B2 / light move 1', 'A2-A1*'), squares: ['A2-A1'] },
  bounce: { move: moveAt('bell', BOUNCE_START, 'B1-B5'), squares: ['B1-B5', 'B5'] },
};

/** The notation's own marks, which nobody can read on the board: R, H, x for a capture, * for a rosette. */
const NOTATION_MARKS = /\b[RH]\b|[A-C]\dx[A-C]\d|\*/;

/** Its text as read, the template's line breaks and indents folded (French narrow spaces kept). */
const text = (node: Element) => node.textContent!.replace(/[ \n]+/g, ' ').trim();

describe('moves in words', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  for (const lang of LANGS) {
    it(`${lang}: advice names each kind of move in its own words, by the squares drawn`, () => {
      const words = moveWordsOf(lang);
      const told = Object.entries(SAMPLES).map(([kind, { move, squares }]) => {
        const advice = adviceText(lang, move);
        for (const square of squares) expect(advice, `${kind}: ${advice}`).to.include(square);
        expect(advice, kind).not.to.match(NOTATION_MARKS);
        return advice;
      });
      expect(new Set(told).size).to.equal(told.length);
      expect(adviceText(lang, SAMPLES.enter.move)).to.equal(words.enter('A3'));
      expect(adviceText(lang, SAMPLES.bearOff.move)).to.equal(words.bearOff('A8'));
      expect(adviceText(lang, SAMPLES.capture.move)).to.include(words.capture('B2'));
      expect(adviceText(lang, SAMPLES.rosette.move)).to.include(words.rosette);
      expect(adviceText(lang, SAMPLES.bounce.move)).to.include(words.bounce('B5'));
    });

    it(`${lang}: the status line says a move the same way, in the past, with the bounce`, () => {
      const t = translation(lang);
      const said = (move: Move) => moveWords(t, 'NAME', move);
      expect(said(SAMPLES.enter.move)).to.equal(t.entered('NAME', 'A3'));
      expect(said(SAMPLES.bearOff.move)).to.equal(t.boreOff('NAME', 'A8'));
      expect(said(SAMPLES.bounce.move)).to.include(t.bounced('B5'));
      for (const { move } of Object.values(SAMPLES)) expect(said(move)).not.to.match(NOTATION_MARKS);
    });

    it(`${lang}: the hint bar says the best move as advice, its squares kept on one line`, () => {
      const host = document.createElement('div');
      document.body.append(host);
      const { move } = SAMPLES.bounce;
      render(
        renderHint({ player: 'light', move: move.notation, winChance: 0.25 }, [move], lang, 'NAME', undefined),
        host,
      );
      const words = moveWordsOf(lang);
      expect(text(host)).to.equal(`${words.best(adviceText(lang, move))} · ${words.winChance('NAME', 25)}`);
      expect([...host.querySelectorAll('.notation')].map((node) => node.textContent)).to.deep.equal(['B1-B5']);
      // Said to the viewer: their chance in the second person.
      const you = youWordsOf(lang);
      render(renderHint({ player: 'light', move: move.notation, winChance: 0.25 }, [move], lang, you.name, you), host);
      expect(text(host)).to.equal(`${words.best(adviceText(lang, move))} · ${you.winChance(25)}`);
      host.remove();
    });
  }

  it('the hint bar shows no hint for moves no longer offered', () => {
    const host = document.createElement('div');
    render(renderHint({ player: 'light', move: 'B1-B5', winChance: 0.5 }, [], 'en', 'Ana', undefined), host);
    expect(text(host)).to.equal('');
  });

  it('a live hint reads "Best move: enter on A…" and never R or H', async () => {
    const el = await board({ seed: '3', hints: true, 'animation-duration': '0' });
    el.throwDice();
    await until(() => shadow(el).querySelector('[part="hint"]') !== null);
    const hint = text(shadow(el).querySelector('[part="hint"] span')!);
    expect(hint).to.match(/^Best move: enter on A[1-4]\b.* · Light's chance to win: \d+%$/);
    expect(hint).not.to.match(NOTATION_MARKS);
  });

  it('bell: the hint for a bounce says it bounces back to the reserve', async () => {
    const el = await board({ variant: 'bell', hints: true, 'animation-duration': '0' });
    expect(await el.loadRecord(createGame({ variant: 'bell', seed: 1, start: BOUNCE_START }).toJSON())).to.deep.equal({
      ok: true,
    });
    await until(() => shadow(el).querySelector('[part="hint"]') !== null);
    expect(text(shadow(el).querySelector('[part="hint"] span')!)).to.match(
      /^Best move: B1-B5, bouncing off the stack on B5, back to the reserve · Light's chance to win: \d+%$/,
    );
  });
});

/** Plays a seeded bell game (each side's first move, a bounce as soon as one is legal) until a piece bounces. */
function playUntilBounce(el: RoyalUrElement): Move {
  for (let step = 0; step < 500; step++) {
    const phase = el.position.phase;
    if (phase === 'throw' || phase === 'throw-off') {
      el.throwDice();
      continue;
    }
    const moves = el.legalMoves;
    const bounce = moves.find((move) => move.bounced);
    if (bounce) {
      el.move(bounce);
      return bounce;
    }
    if (moves.length === 0) el.decline();
    else el.move(moves[0]);
  }
  throw new Error('no bounce');
}

describe("bell's bounce in a seeded game", () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('the status line, the move list and the review say it in words, in every language', async () => {
    const el = await board({ variant: 'bell', seed: '6', 'move-list': true, 'animation-duration': '0' });
    const bounce = playUntilBounce(el);
    expect(bounce.notation).to.equal('A1-B1');
    await el.updateComplete;
    const root = shadow(el);
    const status = () => text(root.querySelector('[part="status"]')!);
    const lastStep = () => [...root.querySelectorAll('[part="move-list"] .step')].at(-1)!;
    // The throw was 1 or 4: the same player throws again.
    expect(status()).to.match(/^Light moved A1-B1, bounced off the stack on B1, back to the reserve, another throw\. /);
    expect(text(lastStep().querySelector('.visually-hidden')!)).to.include(
      'Light moved A1-B1, bounced off the stack on B1, back to the reserve.',
    );
    expect(lastStep().querySelector('.bounce')!.textContent).to.equal('↩');

    const sayings = (lang: Lang) => translation(lang).bounced('B1');
    for (const lang of LANGS) {
      el.setAttribute('lang', lang);
      await el.updateComplete;
      expect(status(), lang).to.include(sayings(lang));
      expect(text(lastStep()), lang).to.include(sayings(lang));
    }

    // The review at the bounce says it too, in the board's language.
    el.setAttribute('lang', 'en');
    expect(await el.review()).to.deep.equal({ ok: true });
    await until(() => root.querySelector('royal-ur-review')?.shadowRoot?.querySelector('.current') != null);
    const view = root.querySelector('royal-ur-review')!;
    view.go(el.record.actions.length);
    for (const lang of LANGS) {
      el.setAttribute('lang', lang);
      await el.updateComplete;
      await view.updateComplete;
      const current = text(view.shadowRoot!.querySelector('.current span')!);
      expect(current, lang).to.include(sayings(lang));
      expect(current, lang).not.to.equal(reviewWordsOf(lang).start);
    }
  });
});
