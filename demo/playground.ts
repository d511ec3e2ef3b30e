// The playground: form controls set the element's attributes; every ur-* event is logged.
import { UR_EVENTS } from '../src/royal-ur.js';

const game = document.querySelector('royal-ur')!;
const form = document.querySelector<HTMLFormElement>('#settings')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const MAX_LOG = 200;

function apply(): void {
  const data = new FormData(form);
  for (const name of ['variant', 'light', 'dark', 'level', 'lang', 'animation-duration']) {
    game.setAttribute(name, String(data.get(name)));
  }
  game.toggleAttribute('flipped', data.has('flipped'));
  game.toggleAttribute('hints', data.has('hints'));
  document.body.className = `theme-${data.get('theme')}`;
}

/** A short line per event: its name and the detail fields a host would read. */
function summary(event: CustomEvent): string {
  const detail = { ...event.detail } as Record<string, unknown>;
  if ('record' in detail) detail.record = `(${(detail.record as { actions: unknown[] }).actions.length} actions)`;
  if ('position' in detail) detail.position = (detail.position as { notation: string }).notation;
  if ('move' in detail && detail.move && typeof detail.move === 'object') detail.move = (detail.move as { notation: string }).notation;
  if ('rules' in detail) delete detail.rules;
  return `${event.type} ${JSON.stringify(detail)}`;
}

for (const name of UR_EVENTS) {
  game.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = summary(event as CustomEvent);
    item.className = name;
    log.prepend(item);
    while (log.children.length > MAX_LOG) log.lastElementChild!.remove();
  });
}

form.addEventListener('change', apply);
document.querySelector('#clear')!.addEventListener('click', () => log.replaceChildren());
apply();
