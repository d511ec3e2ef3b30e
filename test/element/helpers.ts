/** Shared test helpers for the element's tests (not a test file itself). */
import { fixture } from '@open-wc/testing';
import '../../src/element/define.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { UR_EVENTS, type UrEventName } from '../../src/element/events.js';

/** A connected, rendered `<royal-ur>` with the given attributes. */
export async function board(
  attributes: Record<string, string | boolean> = {},
  parent?: Element,
): Promise<RoyalUrElement> {
  const el = document.createElement('royal-ur');
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) el.setAttribute(name, '');
    else if (value !== false) el.setAttribute(name, value);
  }
  if (parent) {
    parent.append(el);
    await el.updateComplete;
    return el;
  }
  // fixture() of the Lit element itself waits for updateComplete, not for an animation frame,
  // which never comes while the test page is in the background.
  return fixture<RoyalUrElement>(el);
}

/** Every ur-* event `target` fires from now on, in order. */
export function record(target: EventTarget): CustomEvent[] {
  const events: CustomEvent[] = [];
  for (const name of UR_EVENTS) target.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

export const names = (events: CustomEvent[]) => events.map((event) => event.type as UrEventName);

/** Plays for both sides through the public methods (first legal move each time) until the game ends. */
export function playOut(el: RoyalUrElement, limit = 5000): void {
  for (let step = 0; step < limit && el.position.phase !== 'over'; step++) act(el);
}

/** One action for the side to act: a throw, or its first legal move. */
export function act(el: RoyalUrElement): void {
  const phase = el.position.phase;
  if (phase === 'throw' || phase === 'throw-off') el.throwDice();
  else el.move(el.legalMoves[0]);
}

/** Plays seeded games (a new seed whenever one ends or drags on) until an eyes bonus is offered. */
export async function playUntilEyes(el: RoyalUrElement): Promise<void> {
  let seed = 0;
  while (el.position.phase !== 'eyes') {
    if (el.position.phase === 'over' || el.record.actions.length > 400) el.setAttribute('seed', String(++seed));
    await el.updateComplete;
    if (el.position.phase !== 'over') act(el);
  }
  await el.updateComplete;
}

/** Console warnings logged while `run` runs. */
export async function warnings(run: () => unknown): Promise<string[]> {
  const logged: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return logged;
}

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check()` is true (polling each animation frame), failing after `ms`. */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out waiting');
    await sleep(5);
  }
}

/** The element's shadow root. */
export const shadow = (el: RoyalUrElement) => el.shadowRoot!;

export type { RoyalUrElement };

/** The first match of `selector` in the element's shadow root. */
export const $ = <T extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  shadow(el).querySelector<T>(selector);
