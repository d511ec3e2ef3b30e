// Two boards playing one game: each forwards what its own player does to the other board, where
// that side is `remote`. Only ur-* events and the element's methods are used, as over a network.
import type { Player, RoyalUrElement } from '../src/royal-ur.js';

type Message =
  | { type: 'throw'; value: number }
  | { type: 'move'; move: string }
  | { type: 'decline' }
  | { type: 'next-game' }
  | { type: 'new-game'; variant: string };

const ana = document.querySelector<RoyalUrElement>('#ana')!;
const bruno = document.querySelector<RoyalUrElement>('#bruno')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const variantSelect = document.querySelector<HTMLSelectElement>('#variant')!;

/** True while a board applies a message from its peer: what it fires then is not sent back. */
let receiving = false;

/** Applies a message on a board, as the peer's host page would on receiving it. */
function deliver(to: RoyalUrElement, message: Message): void {
  const item = document.createElement('li');
  item.textContent = `→ ${to.id}: ${JSON.stringify(message)}`;
  log.prepend(item);
  receiving = true;
  try {
    if (message.type === 'throw') to.throwDice(message.value);
    else if (message.type === 'move') to.move(message.move);
    else if (message.type === 'decline') to.decline();
    else if (message.type === 'next-game') to.nextGame();
    else {
      to.setAttribute('variant', message.variant);
      to.newGame();
    }
  } finally {
    receiving = false;
  }
}

/** Sends what happens on `board` because of its own player (`owner`) to `peer`. */
function link(board: RoyalUrElement, owner: Player, peer: RoyalUrElement): void {
  const send = (message: Message) => {
    if (!receiving) deliver(peer, message);
  };
  board.addEventListener('ur-throw', ({ detail }) => {
    if (detail.player === owner) send({ type: 'throw', value: detail.value });
  });
  board.addEventListener('ur-move', ({ detail }) => {
    if (detail.player === owner) send({ type: 'move', move: detail.notation });
  });
  board.addEventListener('ur-eyes-declined', ({ detail }) => {
    if (detail.player === owner) send({ type: 'decline' });
  });
  board.addEventListener('ur-turn', ({ detail }) => {
    if (detail.reason === 'next-game') send({ type: 'next-game' });
  });
  board.addEventListener('ur-new-game', ({ detail }) => send({ type: 'new-game', variant: detail.variant }));
}

link(ana, 'light', bruno);
link(bruno, 'dark', ana);
variantSelect.addEventListener('change', () => ana.setAttribute('variant', variantSelect.value));
