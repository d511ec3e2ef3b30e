/**
 * State a host page cannot reach into (issue 9): every event detail, property and method result
 * is a copy or frozen, so a listener or caller that edits them changes nothing of the game, its
 * record, the status line or a board created later.
 */
import { expect } from '@open-wc/testing';
import { loadGame, PRESETS } from '../../src/engine/index.js';
import { UR_EVENTS } from '../../src/element/events.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { vandalise } from '../engine/helpers.js';
import { board } from './helpers.js';

const text = (el: RoyalUrElement, selector: string) =>
  el.shadowRoot!.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();

describe('hardened: nothing a host gets reaches the game', () => {
  it('listeners editing every event detail, and callers editing every result, change nothing', async () => {
    const seen = new Set<string>();
    const listener = (event: Event) => {
      seen.add(event.type);
      vandalise((event as CustomEvent).detail);
    };
    for (const name of UR_EVENTS) document.addEventListener(name, listener);
    try {
      const el = await board({ variant: 'bell', seed: '5', pieces: '2', 'target-score': '1' });
      el.newGame();
      for (let step = 0; step < 3000 && el.position.phase !== 'over'; step++) {
        vandalise(el.position);
        vandalise(el.record);
        const moves = el.legalMoves;
        vandalise(moves);
        if (el.position.phase === 'throw' || el.position.phase === 'throw-off') vandalise(el.throwDice());
        else if (el.position.phase === 'eyes' && step % 2 === 0) vandalise(el.decline());
        else vandalise(el.move(el.legalMoves[0]));
        await el.updateComplete;
        expect(text(el, '[part="status"]')).not.to.contain('HACKED');
      }
      expect(el.position.phase).to.equal('over');
      el.undo();
      await el.updateComplete;
      vandalise(el.applyAction({ index: 0, action: 'x' }));
      // The record still replays to the board's own position, and every field reads as played.
      const record = el.record;
      expect(JSON.stringify(record)).not.to.contain('HACKED');
      expect(loadGame(record).position().notation).to.equal(el.position.notation);
      expect(JSON.stringify(el.position)).not.to.contain('HACKED');
      for (const name of [
        'ur-new-game',
        'ur-throw',
        'ur-move',
        'ur-turn',
        'ur-game-end',
        'ur-match-end',
        'ur-undo',
        'ur-action',
      ])
        expect(seen, name).to.include(name);

      // A board created later has its rosettes and rules intact.
      let rules: unknown;
      const later = document.createElement('royal-ur');
      later.setAttribute('variant', 'bell');
      later.addEventListener('ur-new-game', (event) => (rules = structuredClone((event as CustomEvent).detail.rules)));
      const fresh = await board({ variant: 'bell' }, document.body.appendChild(later).parentElement!);
      expect(rules).to.deep.equal(structuredClone(PRESETS.bell));
      expect(JSON.stringify(fresh.record)).not.to.contain('HACKED');
      later.remove();
      fresh.remove();
    } finally {
      for (const name of UR_EVENTS) document.removeEventListener(name, listener);
    }
  });

  it("ur-new-game's rules are a copy: editing them changes neither this game nor the next board", async () => {
    let detailRules: Record<string, unknown> | null = null;
    const edit = (event: Event) => {
      detailRules = (event as CustomEvent).detail.rules;
    };
    document.addEventListener('ur-new-game', edit);
    try {
      const el = await board({ variant: 'finkel', seed: '3' });
      expect(detailRules).to.deep.equal(structuredClone(PRESETS.finkel));
      expect(Object.isFrozen(detailRules)).to.equal(true);
      expect(Object.isFrozen((detailRules as unknown as { tileKinds: object }).tileKinds)).to.equal(true);
      expect(el.record.rules).to.deep.equal({});
    } finally {
      document.removeEventListener('ur-new-game', edit);
    }
  });

  it('throwDice(NaN) and other bad values are named in the error', async () => {
    const el = await board({ seed: '1' });
    expect(() => el.throwDice(NaN)).to.throw(/four-binary dice cannot show NaN: expected one of 0, 1, 2, 3, 4/);
    expect(() => el.throwDice('3' as unknown as number)).to.throw(/cannot show "3"/);
    expect(() => el.throwDice(Infinity)).to.throw(/cannot show Infinity/);
    el.throwDice(2);
    expect(() => el.move(NaN as unknown as string)).to.throw(/got NaN/);
    expect(() => el.move(null as unknown as string)).to.throw(/got null/);
  });
});

describe('hardened: another <royal-ur> already defined', () => {
  it('says so in the console, naming the tag, and leaves the other definition in place', async () => {
    const { defineRoyalUr } = await import('../../src/element/define.js');
    const registry = new CustomElementRegistry();
    class Other extends HTMLElement {}
    registry.define('royal-ur', Other);
    const logged: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      expect(defineRoyalUr(registry)).to.equal(Other);
    } finally {
      console.warn = original;
    }
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(
      /<royal-ur>.*already defined by another script; this copy of royal-ur is not registered/,
    );
    // Defining it again with this very copy is silent.
    const own = new CustomElementRegistry();
    defineRoyalUr(own);
    console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      defineRoyalUr(own);
    } finally {
      console.warn = original;
    }
    expect(logged).to.have.length(1);
  });
});
