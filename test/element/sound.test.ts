import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board } from './helpers.js';

// Every AudioContext the page creates, and every note it starts. The tests run in order: the page
// has had no user gesture until the third.
const contexts: AudioContext[] = [];
let notes = 0;
const RealContext = window.AudioContext;
window.AudioContext = class SpyContext extends RealContext {
  constructor(options?: AudioContextOptions) {
    super(options);
    contexts.push(this);
  }
  override createOscillator(): OscillatorNode {
    notes++;
    return super.createOscillator();
  }
};

/** Lets the lazily loaded synthesiser arrive and play (or not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** A real mouse click (a user gesture) in the middle of the throw button. */
async function clickThrow(el: RoyalUrElement): Promise<void> {
  const button = el.shadowRoot!.querySelector('[part="throw-button"]')!.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(button.x + button.width / 2), Math.round(button.y + button.height / 2)],
  });
  await el.updateComplete;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('sound', () => {
  it('plays nothing before the first user gesture, even with sound on', async () => {
    expect(navigator.userActivation.hasBeenActive, 'no gesture yet').to.equal(false);
    const el = await board({ sound: true, seed: '3', 'animation-duration': '0' });
    for (let i = 0; i < 30 && el.position.phase !== 'over'; i++) {
      // Scripted clicks are no gesture.
      if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      else el.shadowRoot!.querySelector<HTMLButtonElement>('[part="throw-button"]')!.click();
    }
    await settle();
    expect(el.record.actions.length).to.be.greaterThan(10);
    expect(contexts).to.have.length(0);
  });

  it('sound="off" (a page that wants silence): no Sound button, a person’s throw plays nothing', async () => {
    const el = await board({ seed: '3', sound: 'off', 'play-forced': 'off', light: 'human' });
    expect(el.sound).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part="sound-button"]')).to.equal(null);
    await clickThrow(el);
    await settle();
    expect(navigator.userActivation.hasBeenActive, 'the click was a gesture').to.equal(true);
    expect(el.record.actions).to.have.length(1);
    expect(contexts).to.have.length(0);
  });

  it('with sound on, after a gesture: a throw and a move play notes, all in one AudioContext', async () => {
    const el = await board({ sound: true, seed: '3', 'animation-duration': '0', 'play-forced': 'off', light: 'human' });
    await clickThrow(el);
    await settle();
    expect(contexts).to.have.length(1);
    const afterThrow = notes;
    expect(afterThrow).to.be.greaterThan(0);
    el.move(el.legalMoves[0]);
    await settle();
    expect(notes).to.be.greaterThan(afterThrow);
    el.throwDice();
    await settle();
    expect(contexts, 'the same context again').to.have.length(1);
  });

  it('is on by default; the Sound button turns it off, and a new board remembers that', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0', 'play-forced': 'off', light: 'human' });
    expect(el.sound).to.equal(true);
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="sound-button"]')!;
    expect(button.textContent!.trim()).to.equal('Sound');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    const before = notes;
    await clickThrow(el);
    await settle();
    expect(el.record.actions).to.have.length(1);
    expect(notes, 'muted: no note').to.equal(before);
    el.remove();
    try {
      const again = await board({ seed: '3', 'animation-duration': '0' });
      const remembered = again.shadowRoot!.querySelector('[part="sound-button"]')!;
      expect(remembered.getAttribute('aria-pressed'), 'remembered').to.equal('false');
      again.throwDice();
      await settle();
      expect(notes).to.equal(before);
    } finally {
      localStorage.removeItem('royal-ur-sound');
    }
  });
});
