// The playground: form controls set the element's attributes; every ur-* event is logged.
import { UR_EVENTS } from '../src/royal-ur.js';

const game = document.querySelector('royal-ur')!;
const form = document.querySelector<HTMLFormElement>('#settings')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const MAX_LOG = 200;

function apply(): void {
  const data = new FormData(form);
  for (const name of [
    'variant',
    'light',
    'dark',
    'level',
    'lang',
    'animation-duration',
    'pieces',
    'seed',
    'orientation',
  ]) {
    const value = String(data.get(name) ?? '');
    if (value === '') game.removeAttribute(name);
    else game.setAttribute(name, value);
  }
  game.toggleAttribute('flipped', data.has('flipped'));
  game.toggleAttribute('hints', data.has('hints'));
  game.toggleAttribute('sound', data.has('sound'));
  document.body.className = `theme-${data.get('theme')}`;
}

/** A short line per event: its name and the detail fields a host would read. */
function summary(event: CustomEvent): string {
  const detail = { ...event.detail } as Record<string, unknown>;
  if ('record' in detail) detail.record = `(${(detail.record as { actions: unknown[] }).actions.length} actions)`;
  if ('position' in detail) detail.position = (detail.position as { notation: string }).notation;
  if ('move' in detail && detail.move && typeof detail.move === 'object')
    detail.move = (detail.move as { notation: string }).notation;
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

// The record is plain JSON: a host can keep it anywhere and load it back later.
const SAVE_KEY = 'royal-ur-playground';
const recordStatus = document.querySelector('#record-status')!;
document.querySelector('#save')!.addEventListener('click', () => {
  localStorage.setItem(SAVE_KEY, JSON.stringify(game.record));
  recordStatus.textContent = `Saved (${game.record.actions.length} actions).`;
});
document.querySelector('#restore')!.addEventListener('click', () => {
  const saved = localStorage.getItem(SAVE_KEY);
  const result = saved ? game.loadRecord(saved) : { ok: false, error: 'nothing saved yet' };
  recordStatus.textContent = result.ok ? 'Restored.' : `Not restored: ${result.error}`;
});

form.addEventListener('change', apply);
document.querySelector('#clear')!.addEventListener('click', () => log.replaceChildren());
apply();
