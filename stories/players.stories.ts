import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { expect } from 'chai';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, clickMove, nextEvent, partOf, until, type RoyalUr } from './support/play.js';
import { seedWithOpeningMove } from './support/records.js';

/**
 * Who plays each side: `human` (clicks and keys on this device), `computer` (levels beginner to
 * expert) or `remote` (the host page hands in throws and moves, e.g. from a WebSocket).
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Players',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '5' },
};
export default meta;
type Story = StoryObj<UrArgs>;

export const HumanVsHuman: Story = { args: { light: 'human', dark: 'human' } };
export const HumanVsComputer: Story = { args: { light: 'human', dark: 'computer', level: 'medium', hints: true } };
export const ComputerVsHuman: Story = { args: { light: 'computer', dark: 'human', level: 'easy', flipped: true } };
/** Two computers at different levels play on their own. */
export const ComputerVsComputer: Story = {
  args: { light: 'computer', dark: 'computer', 'light-level': 'beginner', 'dark-level': 'hard' },
};
/** The host page plays dark: the element waits for `throwDice(value)` and `move(move)`. */
export const HumanVsRemote: Story = { args: { light: 'human', dark: 'remote' } };
export const RemoteVsComputer: Story = { args: { light: 'remote', dark: 'computer' } };

/**
 * The host page drives both sides, e.g. to replay a game from a server: `throwDice(value)` hands in a
 * throw (`source: 'host'`), `move()` takes a move object, `{ from, to }` or notation.
 */
export const RemoteVsRemote: Story = {
  args: { light: 'remote', dark: 'remote', 'animation-duration': 0 },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    const thrown = nextEvent(board, 'ur-throw');
    board.throwDice(2);
    const throwDetail = await thrown;
    expect(throwDetail).to.include({ player: 'light', value: 2, source: 'host', outcome: 'move' });
    const moved = nextEvent(board, 'ur-move');
    board.move('R-A3');
    expect(await moved).to.include({ player: 'light', notation: 'R-A3' });
    const passed = nextEvent(board, 'ur-pass');
    const turn = nextEvent(board, 'ur-turn');
    board.throwDice(0); // dark throws a zero: the turn passes back to light
    expect(await passed).to.include({ player: 'dark', reason: 'zero' });
    expect(await turn).to.include({ player: 'light', reason: 'zero' });
    expect(() => board.move('A3-B1'), 'no move before a throw').to.throw();
    expect(board.position.notation).to.equal('r6 h0 A3 / r7 h0 / light throw');
  },
};

/** With `animation-duration="0"` a computer game runs to its end at once and fires `ur-game-end`. */
export const ComputerVsComputerInstant: Story = {
  args: { light: 'computer', dark: 'computer', level: 'beginner', 'animation-duration': 0, variant: 'blitz' },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    const ended = nextEvent(board, 'ur-game-end', 60_000);
    if (!board.position.winner) {
      const end = await ended;
      expect(end.winner).to.be.oneOf(['light', 'dark']);
      expect(end.record.variant).to.equal('blitz');
    }
    await until(() => board.position.winner, 'the winner');
    expect(board.position[board.position.winner!].home).to.equal(5);
  },
};

/**
 * Wires two boards like two pages of an online game (docs/online-play.md): each side's own
 * throws and moves are sent to the other board, where that side is `remote`.
 */
function wire(container: Element | undefined): void {
  if (!container || (container as HTMLElement).dataset.wired) return;
  (container as HTMLElement).dataset.wired = 'yes';
  // The ref is set before the boards inside the container are rendered.
  queueMicrotask(() => link(container));
}

function link(container: Element): void {
  const [left, right] = container.querySelectorAll('royal-ur') as unknown as [RoyalUr, RoyalUr];
  const send = (from: RoyalUr, to: RoyalUr, me: 'light' | 'dark') => {
    from.addEventListener('ur-throw', (event) => {
      if (event.detail.player === me && event.detail.source === 'dice') to.throwDice(event.detail.value);
    });
    from.addEventListener('ur-move', (event) => {
      if (event.detail.player === me) to.move(event.detail.notation);
    });
    from.addEventListener('ur-eyes-declined', (event) => {
      if (event.detail.player === me) to.decline();
    });
  };
  send(left, right, 'light');
  send(right, left, 'dark');
}

/** Two boards, one game: light plays on the left, dark on the right (drawn from its side). */
export const RemotePair: Story = {
  args: { seed: String(seedWithOpeningMove()), 'animation-duration': 0 },
  render: (args) => html`
    <div style="display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem" ${ref(wire)}>
      ${renderUr({ ...args, light: 'human', dark: 'remote', 'light-name': 'Ana (here)', 'dark-name': 'Ben (remote)' })}
      ${renderUr({ ...args, light: 'remote', dark: 'human', flipped: true, 'light-name': 'Ana (remote)', 'dark-name': 'Ben (here)' })}
    </div>
  `,
  play: async ({ canvasElement }) => {
    const left = await boardIn(canvasElement, 0);
    const right = await boardIn(canvasElement, 1);
    const mirrored = nextEvent(right, 'ur-throw');
    partOf(left, 'throw-button').click();
    const throwDetail = await mirrored;
    expect(throwDetail.source).to.equal('host');
    expect(throwDetail.player).to.equal('light');
    const moved = nextEvent(right, 'ur-move');
    await clickMove(left, left.legalMoves[0]);
    const move = await moved;
    expect(move.notation).to.equal(left.record.actions.at(-1));
    expect(right.position.notation).to.equal(left.position.notation);
  },
};
