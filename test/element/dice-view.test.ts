import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { board } from './helpers.js';
import { render } from 'lit';
import { renderDice, type ThrownDice } from '../../src/element/controls/dice-view.js';
import { translation } from '../../src/element/i18n/lang.js';
import { boardStyles } from '../../src/element/styles.js';
import { styles as moveLayerStyles } from '../../src/element/board/move-layer.js';
import type { DiceName } from '../../src/engine/index.js';

async function mount(thrown: ThrownDice | null, idle?: DiceName) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const root = host.attachShadow({ mode: 'open' });
  // A throw is drawn with the move layer, which brings its styles.
  root.adoptedStyleSheets = [boardStyles.styleSheet!, moveLayerStyles.styleSheet!];
  render(renderDice(thrown, translation('en'), idle), root);
  return { host, root, dice: root.querySelector<HTMLElement>('[part="dice"]')! };
}

describe('renderDice', () => {
  it('draws four binary dice as they fell, a marked tip up on each die that counts', async () => {
    const { dice } = await mount({
      value: 3,
      dice: [true, false, true, true],
      diceName: 'four-binary',
      owner: { player: 'light', name: 'Ana' },
    });
    const dies = [...dice.querySelectorAll('[part="die"]')];
    expect(dies).to.have.length(4);
    expect(dies.map((die) => die.classList.contains('up'))).to.deep.equal([true, false, true, true]);
    // Two marked tips per die: on the apex when up, else both on the ground.
    for (const die of dies) expect(die.querySelectorAll('.tip')).to.have.length(2);
    expect(dice.querySelector('.player.light')!.textContent).to.equal('Ana threw 3');
    expect(dice.getAttribute('role')).to.equal('img');
    expect(dice.getAttribute('aria-label')).to.equal('Ana threw 3. Dice: 3 (3 of 4 marked tips up)');
  });

  it("draws bell's three pyramids in their own style, value from the rule book", async () => {
    const { dice } = await mount({
      value: 4,
      dice: [false, false, false],
      diceName: 'three-tetrahedral',
      owner: { player: 'dark', name: 'Bo' },
    });
    expect(dice.classList.contains('three-tetrahedral')).to.equal(true);
    expect(dice.querySelectorAll('[part="die"]')).to.have.length(3);
    expect(dice.querySelectorAll('.up')).to.have.length(0);
    expect(dice.getAttribute('aria-label')).to.equal('Bo threw 4. Dice: 4 (0 of 3 marked tips up)');
  });

  it('draws the same throw the same way every time', async () => {
    const thrown: ThrownDice = {
      value: 1,
      dice: [false, true, false],
      diceName: 'three-binary-zero-four',
      owner: { player: 'light', name: 'Ana' },
    };
    const first = (await mount(thrown)).dice.innerHTML;
    const second = (await mount({ ...thrown, dice: [...thrown.dice] })).dice.innerHTML;
    expect(second).to.equal(first);
  });

  it('shows blank dice before a throw, hidden from screen readers', async () => {
    const { dice } = await mount(null, 'four-binary');
    expect(dice.querySelectorAll('[part="die"]')).to.have.length(4);
    expect(dice.querySelectorAll('.tip')).to.have.length(0);
    expect(dice.getAttribute('aria-hidden')).to.equal('true');
    const empty = await mount(null);
    expect(empty.dice.querySelectorAll('[part="die"]')).to.have.length(0);
  });

  it('passes an accessibility check', async () => {
    const { host } = await mount({
      value: 5,
      dice: [true, true, true],
      diceName: 'three-tetrahedral',
      owner: { player: 'dark', name: 'Bo' },
    });
    await expect(host).to.be.accessible();
  });
});

describe('dice tumble', () => {
  /** Each die's running animations, right after a throw on a fresh board. */
  async function tumblesAfterThrow(attributes: Record<string, string> = {}): Promise<number[]> {
    const el = await board({ seed: '2', ...attributes });
    el.throwDice();
    await el.updateComplete;
    const dice = [...el.shadowRoot!.querySelectorAll('[part="die"]')];
    expect(dice.length).to.be.greaterThan(0);
    const counts = dice.map((die) => die.getAnimations().length);
    el.remove();
    return counts;
  }

  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('every die tumbles once per throw, briefly, and the next render leaves it still', async () => {
    const el = await board({ seed: '2' });
    el.throwDice();
    await el.updateComplete;
    const die = el.shadowRoot!.querySelector('[part="die"]')!;
    const [tumble] = die.getAnimations();
    expect(Number(tumble.effect!.getTiming().duration)).to.be.within(1, 450);
    el.requestUpdate();
    await el.updateComplete;
    expect(die.getAnimations()).to.have.length(1);
    el.remove();
  });

  it("colours a throw's marked tips as light's pieces and bell's dice as its rosettes (the move layer's styles)", async () => {
    const el = await board({ variant: 'bell', seed: '2', 'animation-duration': '0' });
    el.throwDice();
    await el.updateComplete;
    const fill = (selector: string) => getComputedStyle(el.shadowRoot!.querySelector(selector)!).fill;
    expect(fill('[part="dice"] .tip')).to.equal(fill('.disc.light'));
    expect(fill('[part="dice"] .f2')).to.equal(fill('.rosette-ground'));
    el.remove();
  });

  it('not at all under prefers-reduced-motion or with animation-duration="0"', async () => {
    expect(await tumblesAfterThrow()).to.satisfy((counts: number[]) => counts.every((count) => count === 1));
    expect(await tumblesAfterThrow({ 'animation-duration': '0' })).to.satisfy((counts: number[]) =>
      counts.every((count) => count === 0),
    );
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(await tumblesAfterThrow()).to.satisfy((counts: number[]) => counts.every((count) => count === 0));
  });
});
