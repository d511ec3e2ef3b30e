/**
 * The start screen: on a board whose page fixes no players it asks who to play (a friend here, the
 * computer at a level with your colour, online when the page gives a way), remembers the choice per
 * page (storage blocked too), says it with `ur-setup`, starts the game, and comes back from the
 * game-over panel's New opponent. A page that sets the players gets no screen. Keyboard, axe, a
 * phone and a desktop, English and Arabic.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import type { UrSetupDetail } from '../../src/element/events.js';
import { board, playOut, record } from './helpers.js';

/** Polls until `find` gives something (a part loads, a view draws), for at most 5 s. */
async function until<T>(find: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

const $ = (el: RoyalUrElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const screen = (el: RoyalUrElement) => $(el, '[part="start-screen"]');
const names = (el: RoyalUrElement) =>
  ['light', 'dark'].map((side) => $(el, `.player.${side} .name`)?.textContent?.trim());
const KEY = `royal-ur-setup:${location.pathname}`;

/** Picks the level and colour on the screen, as a person does. */
async function pick(el: RoyalUrElement, level: string, colour: string): Promise<void> {
  const select = $(el, '.start-screen select') as HTMLSelectElement;
  select.value = level;
  select.dispatchEvent(new Event('change'));
  $(el, `.start-screen input[value="${colour}"]`)!.click();
}

before(() => localStorage.removeItem(KEY));
afterEach(() => {
  document.body.replaceChildren();
  localStorage.removeItem(KEY);
});

describe('start screen', () => {
  it('asks when the page fixes no players, over an inert board', async () => {
    const el = await board({ seed: '4' });
    expect(screen(el)).to.exist;
    expect($(el, '.widget')!.inert, 'the board beneath is inert').to.equal(true);
    // The computer's card first (the primary choice), a friend's; then the ways to learn first.
    expect([...el.shadowRoot!.querySelectorAll('.start-screen button')].map((b) => b.classList[0])).to.deep.equal([
      'start-computer',
      'start-friend',
      'help-button',
      'learn-button',
      'puzzle-button',
    ]);
    expect($(el, '.start-computer')!.classList.contains('primary')).to.equal(true);
    // Online only once the page gives a way to play online.
    el.online = () => {};
    await el.updateComplete;
    expect($(el, '.start-online')).to.exist;
  });

  it('is not shown when the page sets the players, a puzzle, the lessons or a review', async () => {
    const cases: Record<string, string>[] = [
      { light: 'human' },
      { dark: 'computer' },
      { puzzle: 'daily' },
      { mode: 'learn' },
    ];
    for (const attributes of cases) {
      const el = await board({ seed: '4', ...attributes });
      await el.updateComplete;
      expect(screen(el), JSON.stringify(attributes)).to.equal(null);
      el.remove();
    }
    const plain = await board({ seed: '4', light: 'human' });
    expect(plain.shadowRoot!.querySelector('.widget')!.hasAttribute('inert')).to.equal(false);
  });

  it('against the computer: the level and colour chosen, ur-setup, a new game, remembered for this page', async () => {
    const el = await board({ seed: '4' });
    await pick(el, 'hard', 'dark');
    const events = record(el);
    const setup = oneEvent(el, 'ur-setup');
    $(el, '.start-computer')!.click();
    const { detail } = (await setup) as CustomEvent<UrSetupDetail>;
    expect(detail).to.deep.equal({
      opponent: 'computer',
      level: 'hard',
      colour: 'dark',
      seat: 'dark',
      remembered: false,
    });
    expect(events.map((event) => event.type)).to.include('ur-new-game');
    expect([el.light, el.dark, el.level]).to.deep.equal(['computer', 'human', 'hard']);
    expect(screen(el)).to.equal(null);
    expect($(el, '.widget')!.inert).to.equal(false);
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({
      opponent: 'computer',
      level: 'hard',
      colour: 'dark',
    });
    el.remove();
    // The next visit of this page: the same players, unasked.
    const again = document.createElement('royal-ur');
    again.setAttribute('seed', '4');
    again.setAttribute('animation-duration', '100000');
    const remembered = oneEvent(again, 'ur-setup');
    document.body.append(again);
    const next = (await remembered) as CustomEvent<UrSetupDetail>;
    expect(next.detail).to.deep.equal({
      opponent: 'computer',
      level: 'hard',
      colour: 'dark',
      seat: 'dark',
      remembered: true,
    });
    expect(screen(again as RoyalUrElement)).to.equal(null);
    expect(names(again as RoyalUrElement)).to.deep.equal(['Computer · Hard', 'You']);
  });

  it('draws a random colour', async () => {
    const random = Math.random;
    Math.random = () => 0.75;
    try {
      const el = await board({ seed: '4', 'animation-duration': '100000' });
      await pick(el, 'easy', 'random');
      const setup = oneEvent(el, 'ur-setup');
      $(el, '.start-computer')!.click();
      expect(((await setup) as CustomEvent<UrSetupDetail>).detail).to.include({ colour: 'random', seat: 'dark' });
      expect([el.light, el.dark]).to.deep.equal(['computer', 'human']);
    } finally {
      Math.random = random;
    }
  });

  it('works where storage is blocked: the choice holds for this visit', async () => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Storage.prototype.setItem = Storage.prototype.getItem;
    try {
      const el = await board({ seed: '4', 'animation-duration': '100000' });
      expect(screen(el)).to.exist;
      await pick(el, 'beginner', 'light');
      $(el, '.start-computer')!.click();
      await el.updateComplete;
      expect([el.light, el.dark, el.level]).to.deep.equal(['human', 'computer', 'beginner']);
      el.remove();
      const again = await board({ seed: '4', 'animation-duration': '100000' });
      expect(screen(again)).to.equal(null);
      expect(names(again)).to.deep.equal(['You', 'Computer · Beginner']);
    } finally {
      Object.assign(Storage.prototype, { getItem, setItem });
    }
  });

  it('online: calls the page with the colour asked for', async () => {
    const el = await board({ seed: '4' });
    const asked: unknown[] = [];
    el.online = (choice) => asked.push(choice);
    await el.updateComplete;
    $(el, '.start-screen input[value="dark"]')!.click();
    const setup = oneEvent(el, 'ur-setup');
    $(el, '.start-online')!.click();
    expect(((await setup) as CustomEvent<UrSetupDetail>).detail).to.deep.equal({
      opponent: 'online',
      level: null,
      colour: 'dark',
      seat: null,
      remembered: false,
    });
    expect(asked).to.deep.equal([{ colour: 'dark' }]);
    el.remove();
    // Remembered, but never started unasked: the screen asks again, dark chosen.
    const again = await board({ seed: '4' });
    expect(screen(again)).to.exist;
    expect(($(again, '.start-screen input[value="dark"]') as HTMLInputElement).checked).to.equal(true);
  });

  it('online that finds no game brings the screen back, saying so, with the focus on online to try again', async () => {
    const el = await board({ seed: '4' });
    let answer: () => Promise<unknown> = () => Promise.resolve(null);
    el.online = () => answer();
    await el.updateComplete;
    expect($(el, '.start-notice')).to.not.exist;
    $(el, '.start-online')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(screen(el)).to.exist;
    expect($(el, '.start-notice')!.textContent).to.equal(
      'Nobody was found to play online just now. Try again, or choose another opponent.',
    );
    expect($(el, '.start-notice')!.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.activeElement?.classList[0]).to.equal('start-online');
    expect([el.light, el.dark]).to.deep.equal(['human', 'human']);
    await expect(el).to.be.accessible();

    // A failure says the same (and is no unhandled rejection).
    answer = () => Promise.reject(new Error('server down'));
    $(el, '.start-online')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect($(el, '.start-notice')).to.exist;

    // A game found: the screen stays away. Another choice clears the notice.
    answer = () => Promise.resolve({});
    $(el, '.start-online')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(screen(el)).to.not.exist;
  });

  it('the notice of no game online in Arabic, right to left', async () => {
    const el = await board({ seed: '4', lang: 'ar' });
    el.online = () => Promise.resolve(null);
    await el.updateComplete;
    $(el, '.start-online')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect($(el, '.start-notice')!.textContent).to.contain('عبر الإنترنت');
    expect(screen(el)!.getAttribute('dir')).to.equal('rtl');
    await expect(el).to.be.accessible();
  });

  it('a friend here: two people; play without choosing means the same; New opponent asks again', async () => {
    const el = await board({ seed: '31', pieces: '1' });
    const setup = oneEvent(el, 'ur-setup');
    $(el, '.start-friend')!.click();
    expect(((await setup) as CustomEvent<UrSetupDetail>).detail.opponent).to.equal('friend');
    expect([el.light, el.dark]).to.deep.equal(['human', 'human']);
    expect(names(el)).to.deep.equal(['Light', 'Dark']);
    playOut(el);
    await el.updateComplete;
    await el.updateComplete;
    const again = $(el, '[part="game-over"] .new-opponent')!;
    expect(again.textContent!.trim()).to.equal('New opponent');
    again.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(screen(el)).to.exist;
    expect(el.shadowRoot!.activeElement, 'focus on the screen').to.equal($(el, '.start-computer'));
    // Play begun without a choice: two people here, and the screen goes.
    el.throwDice();
    await el.updateComplete;
    expect(screen(el)).to.equal(null);
  });

  it('keyboard alone: Tab reaches every choice, Enter starts', async () => {
    const el = await board({ seed: '4', 'animation-duration': '100000' });
    $(el, '.start-computer')!.focus();
    const reached: string[] = [];
    for (let i = 0; i < 7; i++) {
      if (i > 0) await sendKeys({ press: 'Tab' });
      const active = el.shadowRoot!.activeElement as HTMLElement;
      reached.push(active.classList[0] || active.tagName.toLowerCase());
    }
    // The level, then the colour's radios as one stop (arrow keys move within them); then the rules, the lessons, a puzzle.
    expect(reached).to.deep.equal([
      'start-computer',
      'select',
      'input',
      'start-friend',
      'help-button',
      'learn-button',
      'puzzle-button',
    ]);
    $(el, '.start-computer')!.focus();
    const setup = oneEvent(el, 'ur-setup');
    await sendKeys({ press: 'Enter' });
    expect(((await setup) as CustomEvent<UrSetupDetail>).detail.opponent).to.equal('computer');
    // The screen goes, and the keyboard goes on into the game: Throw, not the page's top.
    await until(() => el.shadowRoot!.activeElement === $(el, '[part="throw-button"]'));
    expect(screen(el)).to.equal(null);
  });

  // Issue 45, item 1: before choosing an opponent, someone new to the game can read the rules, take
  // a lesson or try a puzzle, by keyboard alone, and comes back to the same choice.
  it('Rules, Learn and Puzzle are reached from the screen by Tab, and each comes back to it', async () => {
    const el = await board({ seed: '4' });
    $(el, '.start-friend')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement!.classList[0]).to.equal('help-button');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    // The rules, over the screen, not inert: the keyboard is on their Close button.
    const panel = $(el, '.help-panel')!;
    expect(panel, 'the rules are open').to.exist;
    expect(panel.closest('[inert]'), 'the rules are not inert').to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.help-panel .close'));
    const box = panel.getBoundingClientRect();
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + 20)).to.equal(el);
    expect(el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + 20)!.closest('.help-panel')).to.equal(
      panel,
    );
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($(el, '.help-panel')).to.equal(null);
    expect(screen(el), 'the screen again').to.exist;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.start-screen .help-button'));

    for (const part of ['learn', 'puzzle']) {
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement!.classList[0]).to.equal(`${part}-button`);
      await sendKeys({ press: 'Enter' });
      const view = `royal-ur-${part}`;
      await until(() => el.shadowRoot!.querySelector(view) !== null);
      expect(screen(el), `${part}: the view in place of the screen`).to.equal(null);
      // Back: the screen again, the keyboard where it was.
      const back = await until(() =>
        el.shadowRoot!.querySelector(view)!.shadowRoot?.querySelector<HTMLElement>('.close, .back'),
      );
      back.click();
      await el.updateComplete;
      await el.updateComplete;
      expect(screen(el), `${part}: the screen again`).to.exist;
      expect(el.shadowRoot!.activeElement).to.equal($(el, `.start-screen .${part}-button`));
      expect([el.light, el.dark], 'nobody chosen yet').to.deep.equal(['human', 'human']);
    }
  });

  for (const lang of ['en', 'ar']) {
    for (const [width, height] of [
      [360, 640],
      [1280, 800],
    ]) {
      it(`fits ${width}×${height} in ${lang}, with no axe violations`, async () => {
        await setViewport({ width, height });
        try {
          const el = await board({ seed: '4', lang });
          el.online = () => {};
          await el.updateComplete;
          const section = screen(el)!;
          expect(section.dir).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
          for (const control of el.shadowRoot!.querySelectorAll<HTMLElement>(
            '.start-screen button, .start-screen select',
          )) {
            const box = control.getBoundingClientRect();
            expect(box.left, control.className).to.be.at.least(0);
            expect(box.right, control.className).to.be.at.most(width);
            expect(box.height, `${control.className} a touch target`).to.be.at.least(44);
            expect(box.bottom, `${control.className} on screen`).to.be.at.most(height);
          }
          expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(width);
          await expect(el).to.be.accessible();
        } finally {
          await setViewport({ width: 800, height: 600 });
        }
      });
    }
  }
});
