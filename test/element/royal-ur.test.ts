import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createGame, loadGame, opponentOf, VARIANTS, type GameRecord } from '../../src/engine/index.js';
import {
  act,
  board,
  names,
  playOut,
  playUntilEyes,
  record,
  shadow,
  until,
  warnings,
  type RoyalUrElement,
} from './helpers.js';

const $ = <T extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  shadow(el).querySelector<T>(selector);
const text = (el: RoyalUrElement, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The element whose focus is innermost, across shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Presses Tab until `match` has focus (at most `limit` times). */
async function tabTo(match: (el: Element) => boolean, limit = 20): Promise<Element> {
  for (let i = 0; i < limit; i++) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive();
    if (active && match(active)) return active;
  }
  throw new Error('never reached with Tab');
}

/** Rolls for a human until the side to act has a move to make. */
async function throwUntilMove(el: RoyalUrElement): Promise<void> {
  while (el.position.phase !== 'move') el.throwDice();
  await el.updateComplete;
}

describe('<royal-ur>', () => {
  describe('a full seeded computer game of each variant', () => {
    for (const variant of VARIANTS) {
      it(`${variant}: plays to ur-game-end with animation-duration="0"`, async () => {
        const host = document.createElement('div');
        document.body.append(host);
        const el = document.createElement('royal-ur');
        for (const [name, value] of Object.entries({
          variant,
          light: 'computer',
          dark: 'computer',
          level: 'beginner',
          seed: '7',
          'animation-duration': '0',
        })) {
          el.setAttribute(name, value);
        }
        const events = record(el);
        const end = oneEvent(el, 'ur-game-end');
        host.append(el);
        const { detail } = await end;
        expect(['light', 'dark']).to.include(detail.winner);
        expect(el.position.winner).to.equal(detail.winner);
        expect(detail.record.variant).to.equal(variant);
        // The record replays to the same end.
        expect(loadGame(detail.record).winner).to.equal(detail.winner);
        expect(names(events)).to.include.members(['ur-new-game', 'ur-throw', 'ur-move', 'ur-turn', 'ur-game-end']);
        if (variant === 'bell') expect(detail.score).to.be.a('number').and.above(0);
        else expect(detail.score).to.equal(null);
        host.remove();
      });
    }
  });

  it('shows a Finkel game for two people on one device by default', async () => {
    const el = await board();
    expect(el.record.variant).to.equal('finkel');
    expect(el.position.turn).to.equal('light');
    expect($(el, 'svg[part~="board"]')).to.exist;
    expect($(el, '[part="throw-button"]')!.getAttribute('aria-disabled')).to.equal('false');
    expect(text(el, '[part="status"]')).to.contain('Light to throw');
  });

  describe('methods', () => {
    it('throwDice() throws the seeded dice and throwDice(value) takes a host value', async () => {
      const el = await board({ seed: '11' });
      const reference = createGame({ seed: 11 });
      expect(el.throwDice().value).to.equal(reference.throwDice().value);
      const other = await board({ seed: '11' });
      const result = other.throwDice(2);
      expect(result.value).to.equal(2);
      expect(result.source).to.equal('host');
      expect(other.position.distance).to.equal(2);
    });

    it('move() accepts a Move, { from } and a string, and fires ur-move', async () => {
      const el = await board({ seed: '3' });
      el.throwDice(2);
      const moved = oneEvent(el, 'ur-move');
      const result = el.move('R-A3');
      expect(result.move.from).to.equal('reserve');
      expect((await moved).detail.notation).to.equal('R-A3');
      el.throwDice(1);
      el.move({ from: 'reserve' });
      expect(el.position.dark.tiles).to.deep.equal(['C4']);
      el.throwDice(1);
      el.move(el.legalMoves.find((move) => move.from === 'A3')!);
      expect(el.position.light.tiles).to.deep.equal(['A2']);
    });

    it('bad calls throw clear errors and leave the game untouched', async () => {
      const el = await board({ seed: '5' });
      const before = JSON.stringify(el.record);
      expect(() => el.move('R-A4')).to.throw(/cannot move now/);
      expect(() => el.throwDice(7)).to.throw(/cannot show 7/);
      expect(() => el.decline()).to.throw(/no eyes bonus/);
      expect(() => el.nextGame()).to.throw(/only a match/);
      expect(() => el.undo()).to.throw(/nothing to undo/);
      expect(() => el.move(42 as never)).to.throw();
      expect(JSON.stringify(el.record)).to.equal(before);
      el.throwDice(2);
      const thrown = JSON.stringify(el.record);
      expect(() => el.throwDice()).to.throw(/cannot throw now/);
      expect(() => el.move('A1-B1')).to.throw(/illegal move/);
      expect(() => el.move('nonsense')).to.throw(/not a move/);
      expect(JSON.stringify(el.record)).to.equal(thrown);
      // Still playable.
      el.move(el.legalMoves[0]);
      expect(el.position.turn).to.equal('dark');
    });

    it('legalMoves and position describe the game', async () => {
      const el = await board();
      expect(el.legalMoves).to.deep.equal([]);
      el.throwDice(4);
      expect(el.legalMoves.map((move) => move.notation)).to.deep.equal(['R-A1*']);
      expect(el.position.phase).to.equal('move');
      expect(el.position.light.reserve).to.equal(7);
    });

    it('undo() takes back the last action and fires ur-undo', async () => {
      const el = await board();
      el.throwDice(4);
      el.move('R-A1');
      const undone = oneEvent(el, 'ur-undo');
      el.undo();
      expect((await undone).detail.position.phase).to.equal('move');
      expect(el.position.light.reserve).to.equal(7);
    });

    it('undo() against the computer goes back to the person’s last action', async () => {
      const el = await board({ dark: 'computer', level: 'beginner', 'animation-duration': '0', seed: '9' });
      el.throwDice(1);
      el.move('R-A4');
      await until(() => el.position.turn === 'light' && el.position.phase === 'throw');
      el.undo();
      expect(el.position.turn).to.equal('light');
      expect(el.position.phase).to.equal('move');
      expect(el.position.light.reserve).to.equal(7);
    });

    it('newGame() starts again and fires ur-new-game', async () => {
      const el = await board({ variant: 'blitz', seed: '4' });
      el.throwDice(3);
      const started = oneEvent(el, 'ur-new-game');
      el.newGame();
      const { detail } = await started;
      expect(detail.variant).to.equal('blitz');
      expect(detail.seed).to.equal(4);
      expect(el.record.actions).to.deep.equal([]);
    });
  });

  describe('records', () => {
    it('record is replayable and loadRecord restores it (object or JSON), firing ur-load', async () => {
      const el = await board({ seed: '21' });
      for (let i = 0; i < 12; i++) act(el);
      const saved = el.record;
      const copy = await board();
      const loaded = oneEvent(copy, 'ur-load');
      expect(await copy.loadRecord(JSON.stringify(saved))).to.deep.equal({ ok: true });
      expect((await loaded).detail.record.actions).to.deep.equal(saved.actions);
      expect(copy.position.notation).to.equal(el.position.notation);
      await copy.updateComplete;
      expect(text(copy, '[part="status"]')).to.match(/^Game loaded\. /);
      const again = await board({ variant: 'bell' });
      // Setting the property starts the load: ur-load says it is done.
      const loadedAgain = oneEvent(again, 'ur-load');
      again.record = saved;
      await loadedAgain;
      expect(again.position.notation).to.equal(el.position.notation);
      // The loaded game stays through later renders.
      await again.updateComplete;
      expect(again.record.variant).to.equal('finkel');
    });

    it('a corrupt record is rejected and the current game kept', async () => {
      const el = await board({ seed: '8' });
      el.throwDice(2);
      const before = el.position.notation;
      const corrupt = { ...el.record, actions: ['t2', 'A8-H'] } as GameRecord;
      const result = await el.loadRecord(corrupt);
      expect(result.ok).to.equal(false);
      expect(result.error).to.match(/corrupt game record/);
      // The property cannot return the refusal: it is warned about, as a bad attribute is.
      const logged = await warnings(async () => {
        el.record = { nonsense: true } as unknown as GameRecord;
        // The reader is fetched already (above): the load ends within this task.
        await new Promise((resolve) => setTimeout(resolve));
      });
      expect(logged).to.have.length(1);
      expect(logged[0]).to.match(/^<royal-ur>: corrupt game record/);
      expect((await el.loadRecord('{not json')).ok).to.equal(false);
      expect(el.position.notation).to.equal(before);
      el.move(el.legalMoves[0]);
    });

    it('changing a rules attribute after a load starts a new game under the new rules', async () => {
      const el = await board();
      const source = createGame({ seed: 1 });
      source.throwDice(2);
      await el.loadRecord(source.toJSON());
      el.setAttribute('variant', 'masters');
      await el.updateComplete;
      expect(el.record.variant).to.equal('masters');
      expect(el.record.actions).to.deep.equal([]);
    });
  });

  describe('what people see', () => {
    it('the status line and the live region say what happened and whose turn it is', async () => {
      const el = await board({ 'light-name': 'Ana', 'dark-name': 'Bruno' });
      el.throwDice(3);
      await el.updateComplete;
      expect(text(el, '[part="status"]')).to.equal("Ana threw 3. Ana's move");
      const live = $(el, '[aria-live="polite"]')!;
      expect(live.textContent).to.contain('Ana threw 3');
      el.move('R-A2');
      await el.updateComplete;
      expect(live.textContent).to.contain('Ana entered on A2');
      expect(live.textContent).to.contain('Bruno to throw');
      el.throwDice(0);
      await el.updateComplete;
      expect(live.textContent).to.contain('Bruno threw 0');
    });

    it('bell starts with a throw-off and says who starts', async () => {
      const el = await board({ variant: 'bell' });
      expect(text(el, '[part="status"]')).to.contain('Light throws to decide who starts');
      el.throwDice(5);
      el.throwDice(1);
      await el.updateComplete;
      expect(text(el, '[part="status"]')).to.contain('Light starts');
      expect(el.position).to.include({ turn: 'light', phase: 'throw' });
    });

    it('a remote side’s eyes bonus is answered by the host with move or decline', async () => {
      const el = await board({ variant: 'bell', light: 'remote', dark: 'remote' });
      await playUntilEyes(el);
      expect($(el, '.decline')).to.equal(null);
      expect(text(el, '[part="status"]')).to.contain('Waiting for');
      const bonus = el.legalMoves[0];
      expect(bonus.bonus).to.equal(true);
      const moved = oneEvent(el, 'ur-move');
      el.move(bonus);
      expect((await moved).detail.move.bonus).to.equal(true);
    });

    it('names are shown as text, never as HTML', async () => {
      const el = await board({ 'light-name': '<img src=x onerror="window.hacked=1"><b>Eve</b>' });
      expect(text(el, '.players')).to.contain('<b>Eve</b>');
      expect($(el, '.players b, .players img')).to.equal(null);
      expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    });

    it('odd property values (a number as a name, an object as a variant) never break the board', async () => {
      const el = await board();
      const logged: unknown[] = [];
      const original = console.warn;
      console.warn = (message: unknown) => logged.push(message);
      try {
        (el as unknown as { lightName: unknown }).lightName = 42;
        (el as unknown as { variant: unknown }).variant = { rules: 'mine' };
        await el.updateComplete;
      } finally {
        console.warn = original;
      }
      expect(text(el, '.players')).to.contain('42');
      expect(String(logged[0])).to.contain('variant=');
      expect(el.record.variant).to.equal('finkel');
      el.throwDice();
    });

    it('the game-over panel shows the winner and starts a new game', async () => {
      const el = await board({ seed: '31', pieces: '1' });
      const ended = oneEvent(el, 'ur-game-end');
      playOut(el);
      const { detail } = await ended;
      await el.updateComplete;
      const panel = $(el, '[part="game-over"]')!;
      expect(panel).to.exist;
      expect(panel.textContent).to.contain(detail.winner === 'light' ? 'Light wins!' : 'Dark wins!');
      await expect(el).to.be.accessible();
      panel.querySelector<HTMLButtonElement>('.new-game')!.click();
      await el.updateComplete;
      expect($(el, '[part="game-over"]')).to.equal(null);
      expect(el.position.phase).to.equal('throw');
    });

    it('a bell match shows scores and offers the loser the next game', async () => {
      const el = await board({ variant: 'bell', seed: '2', pieces: '1', 'target-score': '500' });
      const ended = oneEvent(el, 'ur-game-end');
      playOut(el);
      const { detail } = await ended;
      await el.updateComplete;
      expect(detail.match!.scores[detail.winner]).to.equal(detail.score);
      expect(text(el, '[part="game-over"]')).to.contain(`${detail.score}`);
      const next = $<HTMLButtonElement>(el, '[part="game-over"] .next-game')!;
      const turn = oneEvent(el, 'ur-turn');
      next.click();
      const loser = opponentOf(detail.winner);
      expect((await turn).detail).to.include({ reason: 'next-game', player: loser });
      expect(el.position.phase).to.equal('throw');
    });

    it('against the computer, the person is offered the next game even when the computer lost', async () => {
      const played = await board({ variant: 'bell', seed: '2', pieces: '1', 'target-score': '500' });
      playOut(played);
      const winner = played.position.winner!;
      const loser = opponentOf(winner);
      const el = await board({ variant: 'bell', [loser]: 'computer', 'animation-duration': '0', level: 'beginner' });
      await el.loadRecord(played.record);
      await el.updateComplete;
      const next = $<HTMLButtonElement>(el, '[part="game-over"] .next-game')!;
      expect(next).to.exist;
      next.click();
      // The computer lost, so it starts the next game by itself.
      await until(() => el.record.actions.length > played.record.actions.length + 1);
      expect(el.record.actions[played.record.actions.length]).to.equal('next');
    });

    it('a remote side’s next game is left to the host', async () => {
      const played = await board({ variant: 'bell', seed: '2', pieces: '1', 'target-score': '500' });
      playOut(played);
      const loser = opponentOf(played.position.winner!);
      const el = await board({ variant: 'bell', [loser]: 'remote' });
      await el.loadRecord(played.record);
      await el.updateComplete;
      expect($(el, '[part="game-over"] .next-game')).to.equal(null);
      el.nextGame();
      expect(el.position.turn).to.equal(loser);
    });

    it('fills its container’s width and keeps the board’s shape, from phone to desktop', async () => {
      const ratios: number[] = [];
      for (const width of [320, 1000]) {
        const box = document.createElement('div');
        box.style.cssText = `width: ${width}px; display: flex`;
        document.body.append(box);
        const el = await board({}, box);
        const svg = $(el, 'svg[part~="board"]')!.getBoundingClientRect();
        expect(el.getBoundingClientRect().width).to.equal(width);
        expect(svg.width).to.be.closeTo(width, 1);
        ratios.push(svg.width / svg.height);
        box.remove();
      }
      expect(ratios[0]).to.be.closeTo(ratios[1], 0.01);
    });

    it('flipped draws the board from dark’s side', async () => {
      const el = await board({ flipped: true });
      expect($(el, 'svg[part~="board"]')!.classList.contains('flipped')).to.equal(true);
      el.flipped = false;
      await el.updateComplete;
      expect($(el, 'svg[part~="board"]')!.classList.contains('flipped')).to.equal(false);
    });

    it('hints show the best move and a win-chance bar for the person to act, firing ur-hint', async () => {
      const el = await board({ hints: true, seed: '6' });
      const hinted = oneEvent(el, 'ur-hint');
      el.throwDice(2);
      const { detail } = await hinted;
      expect(detail.player).to.equal('light');
      expect(el.legalMoves.map((move) => move.notation)).to.include(detail.move);
      expect(detail.winChance).to.be.within(0, 1);
      await el.updateComplete;
      const hint = $(el, '[part="hint"]')!;
      // The event carries the notation (R-A3); the bar tells it in words, with the square as drawn.
      expect(detail.move).to.equal('R-A3');
      expect(hint.textContent).to.contain('Best move: enter on A3');
      expect(hint.textContent).to.match(/Light's chance to win: \d+%/);
      const bar = hint.querySelector<HTMLElement>('.bar > div')!;
      expect(bar.style.width).to.equal(`${Math.round(detail.winChance * 100)}%`);
      el.move(detail.move!);
      await el.updateComplete;
      expect($(el, '[part="hint"]')).to.equal(null);
    });

    it('the help button opens the rules panel and Escape closes it', async () => {
      const el = await board({ variant: 'bell', light: 'human' });
      $<HTMLButtonElement>(el, '[part="help-button"]')!.click();
      await until(() => $(el, '[part="help-panel"]') !== null);
      expect(text(el, '[part="help-panel"]')).to.contain('Bell');
      await el.updateComplete;
      await expect(el).to.be.accessible();
      expect(deepActive()?.classList.contains('close')).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await until(() => $(el, '[part="help-panel"]') === null);
      expect(deepActive()?.getAttribute('part')).to.equal('help-button');
    });

    it('passes an axe check at the start and with moves highlighted', async () => {
      const el = await board({ 'light-name': 'Ana' });
      await expect(el).to.be.accessible();
      await throwUntilMove(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('keyboard', () => {
    it('Tab reaches the throw button; Enter throws, and the board’s pieces move with Enter', async () => {
      // The person plays even an only move here (else it plays itself).
      const el = await board({ seed: '12', 'play-forced': 'off', light: 'human' });
      await tabTo((node) => node.getAttribute('part') === 'throw-button');
      const thrown = oneEvent(el, 'ur-throw');
      await sendKeys({ press: 'Enter' });
      await thrown;
      await throwUntilMove(el);
      const piece = await tabTo((node) => node.classList.contains('src'));
      expect(piece.getAttribute('role')).to.equal('button');
      const moved = oneEvent(el, 'ur-move');
      await sendKeys({ press: 'Enter' });
      expect((await moved).detail.player).to.equal('light');
    });

    it('the arrow keys, Home and End pick among the pieces that can move, and Enter plays the one picked', async () => {
      const el = await board({ light: 'human' });
      await el.loadRecord({
        format: 'royal-ur',
        version: 1,
        variant: 'finkel',
        rules: {},
        seed: 1,
        start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2',
        actions: [],
        position: 'r3 h1 A4 A2 B5 / r4 h0 C3 B6 B7 / light move 2',
      });
      await el.updateComplete;
      const first = await tabTo((node) => node.classList.contains('src'));
      expect(first.getAttribute('aria-label')).to.contain('in the reserve');
      await sendKeys({ press: 'ArrowRight' });
      expect(deepActive()!.getAttribute('aria-label')).to.contain('on A2');
      await sendKeys({ press: 'End' });
      expect(deepActive()!.getAttribute('aria-label')).to.contain('on B5');
      const moved = oneEvent(el, 'ur-move');
      await sendKeys({ press: 'Enter' });
      expect((await moved).detail.notation).to.equal('B5xB7');
    });

    it('focus follows the play: throw → the piece to move → the throw button', async () => {
      const el = await board({ seed: '12', light: 'human' });
      await tabTo((node) => node.getAttribute('part') === 'throw-button');
      // Throw until a move is awaited, all by keyboard.
      while (el.position.phase !== 'move') {
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
      }
      await until(() => deepActive()?.classList.contains('src') === true);
      const moved = oneEvent(el, 'ur-move');
      await sendKeys({ press: ' ' });
      await moved;
      await until(() => deepActive()?.getAttribute('part') === 'throw-button');
    });

    it('the winning move by keyboard puts focus on the game-over panel, and Enter starts a new game', async () => {
      const el = await board({ seed: '17', pieces: '1' });
      // Play by the methods until a winning move is on offer, then make it with the keyboard.
      while (!el.legalMoves.some((move) => move.wins)) act(el);
      await el.updateComplete;
      // The winning piece is the only one left on the board: it is the board's tab stop.
      await tabTo((node) => node.classList.contains('src'));
      const ended = oneEvent(el, 'ur-game-end');
      await sendKeys({ press: 'Enter' });
      await ended;
      await until(() => deepActive()?.closest('[part="game-over"]') != null);
      const started = oneEvent(el, 'ur-new-game');
      await sendKeys({ press: 'Enter' });
      await started;
      expect(el.position.phase).to.equal('throw');
    });

    it('the throw button ignores presses when it is not a person’s turn to throw', async () => {
      const el = await board({ dark: 'remote', seed: '1' });
      const button = $<HTMLButtonElement>(el, '[part="throw-button"]')!;
      button.click();
      await el.updateComplete;
      // Now light must move its throw, or (a zero) the remote dark must throw: no throw for the person.
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      button.click();
      expect(el.record.actions).to.have.length(1);
    });

    it('Space throws too, and Tab reaches undo, new game and help', async () => {
      const el = await board({ light: 'human' });
      await tabTo((node) => node.getAttribute('part') === 'throw-button');
      const thrown = oneEvent(el, 'ur-throw');
      await sendKeys({ press: 'Space' });
      await thrown;
      await el.updateComplete;
      await tabTo((node) => node.classList.contains('undo'));
      await tabTo((node) => node.classList.contains('new-game'));
      await tabTo((node) => node.getAttribute('part') === 'help-button');
      await sendKeys({ press: 'Enter' });
      await until(() => $(el, '[part="help-panel"]') !== null);
    });

    it('a person declines an eyes bonus with the decline button (bell)', async () => {
      const el = await board({ variant: 'bell' });
      await playUntilEyes(el);
      const player = el.position.turn;
      const decline = await tabTo((node) => node.classList.contains('decline'));
      expect(decline.textContent).to.contain('Decline');
      const declined = oneEvent(el, 'ur-eyes-declined');
      await sendKeys({ press: 'Enter' });
      expect((await declined).detail.player).to.equal(player);
      expect(el.position.phase).to.not.equal('eyes');
    });
  });

  describe('on the page', () => {
    it('two boards on a page stay independent', async () => {
      const a = await board({ seed: '1' });
      const b = await board({ seed: '1', variant: 'aseb' });
      const eventsB = record(b);
      a.throwDice(4);
      a.move('R-A1');
      expect(b.position.phase).to.equal('throw');
      expect(b.record.actions).to.deep.equal([]);
      expect(eventsB).to.deep.equal([]);
      expect(a.record.variant).to.equal('finkel');
      expect(b.record.variant).to.equal('aseb');
    });

    it('removing and re-adding the element keeps its game', async () => {
      const el = await board({ seed: '14' });
      for (let i = 0; i < 6; i++) act(el);
      const before = el.record;
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await el.updateComplete;
      expect(el.record).to.deep.equal(before);
      act(el);
      expect(el.record.actions.length).to.equal(before.actions.length + 1);
    });

    it('a computer side waits while the element is off the page and resumes when back', async () => {
      const el = await board({ dark: 'computer', 'animation-duration': '0', level: 'beginner', seed: '3' });
      const parent = el.parentElement!;
      el.throwDice(0);
      el.remove();
      await el.settled();
      expect(el.position.turn).to.equal('dark');
      expect(el.position.phase).to.equal('throw');
      parent.append(el);
      await until(() => el.position.turn === 'light');
    });
  });
});
