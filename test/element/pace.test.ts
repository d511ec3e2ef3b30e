import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board } from './helpers.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = (el: RoyalUrElement) => el.shadowRoot!.querySelector('[part="status"]')!.textContent!;
/** The Pace choice (a segmented control: one radio group), as `{ value }`; null where there is none. */
const paceMenu = (el: RoyalUrElement) => {
  const group = el.shadowRoot!.querySelector<HTMLFieldSetElement>('[part="pace"]');
  return group && { group, value: group.querySelector<HTMLInputElement>('input:checked')!.value };
};

/** A person's click on Throw (a local throw, as the Throw button makes it). */
async function clickThrow(el: RoyalUrElement): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="throw-button"]')!.click();
  await el.updateComplete;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.removeItem('royal-ur-pace');
});

describe('the computer’s pace', () => {
  it('a Pace menu beside a computer side changes its delay, and a new board remembers the choice', async () => {
    const el = await board({ light: 'computer', seed: '3', 'animation-duration': '1000' });
    const menu = paceMenu(el)!;
    expect(menu.value).to.equal('normal');
    expect(menu.group.querySelector('legend')!.textContent).to.contain('Pace');
    // normal: 2.5 s before the computer's first throw.
    await wait(300);
    expect(el.record.actions, 'normal: still waiting').to.have.length(0);
    menu.group.querySelector<HTMLInputElement>('input[value="instant"]')!.click();
    await el.updateComplete;
    await wait(300);
    expect(el.record.actions.length, 'instant: acted at once').to.be.greaterThan(0);
    el.remove();
    const again = await board({ light: 'computer', seed: '3', 'animation-duration': '1000' });
    expect(paceMenu(again)!.value, 'remembered').to.equal('instant');
    await wait(300);
    expect(again.record.actions.length).to.be.greaterThan(0);
  });

  it('pace="fast" waits the animation only; no Pace menu without a computer side', async () => {
    const el = await board({ light: 'computer', seed: '3', 'animation-duration': '600', pace: 'fast' });
    expect(paceMenu(el)!.value).to.equal('fast');
    await wait(250);
    expect(el.record.actions).to.have.length(0);
    await wait(700);
    expect(el.record.actions.length, 'after 600 ms, not 1500').to.be.greaterThan(0);
    const people = await board({ seed: '3' });
    expect(paceMenu(people)).to.equal(null);
  });
});

describe('the computer thinks during its pause', () => {
  it('asks expert to think within the pause the board waits anyway: 2.5 × animation-duration at normal, none at instant', async () => {
    const asked: { level: string; windowMs?: number }[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const data = message as { kind?: string; request?: { level: string; windowMs?: number } };
      if (data?.kind === 'think') asked.push({ level: data.request!.level, windowMs: data.request!.windowMs });
      return post.call(this, message, ...rest);
    } as typeof post;
    try {
      const el = await board({ light: 'computer', 'light-level': 'expert', seed: '5', 'animation-duration': '200' });
      while (asked.length === 0) await wait(50);
      expect(asked[0]).to.deep.equal({ level: 'expert', windowMs: 500 });
      el.setAttribute('pace', 'instant');
      const before = asked.length;
      while (asked.length === before) await wait(20);
      expect(asked.at(-1)!.windowMs).to.equal(0);
      el.remove();
    } finally {
      Worker.prototype.postMessage = post;
    }
  });
});

describe('forced moves (`play-forced`)', () => {
  it('a person’s only legal move plays itself after their throw, and the status says it was the only move', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0' });
    await clickThrow(el);
    // The first throw of a game: one way in.
    expect(el.legalMoves).to.have.length(1);
    await el.settled();
    await el.updateComplete;
    expect(el.record.actions).to.have.length(2);
    expect(el.position.phase).to.not.equal('move');
    expect(status(el)).to.match(/^Light entered on A2 \(the only move\)/);
  });

  it('stays for the person to play with play-forced="off", and never for the host’s throws', async () => {
    const off = await board({ seed: '3', 'animation-duration': '0', 'play-forced': 'off' });
    await clickThrow(off);
    await off.settled();
    await wait(50);
    expect(off.record.actions).to.have.length(1);
    expect(off.legalMoves).to.have.length(1);
    const host = await board({ seed: '3', 'animation-duration': '0' });
    host.throwDice();
    await host.settled();
    await wait(50);
    expect(host.record.actions).to.have.length(1);
  });
});

describe('the settings controls', () => {
  it('are accessible: the Sound button (pressed or not) and the Pace menu', async () => {
    const el = await board({ light: 'computer', seed: '3', 'animation-duration': '0' });
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="sound-button"]')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    localStorage.removeItem('royal-ur-sound');
  });
});
