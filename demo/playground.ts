// The playground: one form control per attribute of the element's table (src/element/attributes.ts),
// so a new attribute gets its control without touching this page; every ur-* event is logged.
import { ATTRIBUTE_DOCS } from '../src/element/attribute-docs.js';
import { ATTRIBUTES, defaultOf, type AttributeEffect, type AttributeEntry } from '../src/element/attributes.js';
import { DICE, loadGame, Random, UR_EVENTS } from '../src/royal-ur.js';
import { RULE_SWITCHES } from '../src/engine/index.js';

const game = document.querySelector('royal-ur')!;
const form = document.querySelector<HTMLFormElement>('#settings')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const markup = document.querySelector<HTMLElement>('#markup')!;
const MAX_LOG = 200;

/** What an empty text field means. */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  seed: 'random',
  'perfect-table': 'URL of a solution table',
  'review-src': 'URL of a game record',
  'light-name': 'Light',
  'dark-name': 'Dark',
};
const GROUPS: Readonly<Record<AttributeEffect, string>> = {
  setup: 'Rules and dice (a change starts a new game)',
  players: 'Players',
  view: 'View',
};
/** The page's own themes (sets of --ur-* custom properties in demo.css), not an attribute. */
const THEMES = ['default', 'dark', 'high-contrast'];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

const option = (value: string, text = value) => element('option', { value, text });

/** The control of one attribute: empty (or unchecked) means the attribute is absent. */
function controlOf(entry: AttributeEntry): HTMLElement {
  const { attribute } = entry;
  const { control } = ATTRIBUTE_DOCS[attribute];
  // Where the playground starts: the attributes index.html gives the board (drawn on the server, vite.config.ts).
  const start = game.getAttribute(attribute) ?? '';
  switch (control.kind) {
    case 'boolean':
      return element('input', { name: attribute, type: 'checkbox' });
    case 'select': {
      // A remote side is played by another page: see the links under the players.
      const options = control.options.filter((value) => !(entry.effect === 'players' && value === 'remote'));
      const fallback = defaultOf(entry);
      const absent =
        fallback !== null
          ? `${String(fallback)} (default)`
          : Object.hasOwn(RULE_SWITCHES, entry.property)
            ? "variant's"
            : 'absent';
      const select = element(
        'select',
        { name: attribute },
        option('', absent),
        ...options.filter((value) => value !== fallback).map((value) => option(value)),
      );
      select.value = start;
      return select;
    }
    case 'number':
      return element('input', {
        name: attribute,
        type: 'number',
        min: String(control.min ?? ''),
        max: String(control.max ?? ''),
        step: String(control.step ?? 1),
        placeholder: defaultOf(entry) === null ? "variant's" : String(defaultOf(entry)),
      });
    case 'text':
      return element('input', { name: attribute, type: 'text', placeholder: PLACEHOLDERS[attribute] ?? '' });
  }
}

function labelled(entry: AttributeEntry): HTMLLabelElement {
  const control = controlOf(entry);
  const name = element('code', {}, entry.attribute);
  const label =
    control instanceof HTMLInputElement && control.type === 'checkbox'
      ? element('label', { className: 'check' }, control, name)
      : element('label', {}, name, control);
  label.title = ATTRIBUTE_DOCS[entry.attribute].doc;
  return label;
}

/** The form: the attributes grouped by what a change does, then the page's theme. */
function buildForm(): void {
  for (const [effect, legend] of Object.entries(GROUPS)) {
    const fieldset = element('fieldset', {}, element('legend', {}, legend));
    fieldset.append(...ATTRIBUTES.filter((entry) => entry.effect === effect).map(labelled));
    if (effect === 'players') {
      fieldset.append(
        element(
          'p',
          { className: 'note' },
          element('code', {}, 'remote'),
          ': another page plays that side — ',
          element('a', { href: './online.html' }, 'play online'),
          ' or ',
          element('a', { href: './remote.html' }, 'two linked boards'),
          '.',
        ),
      );
    }
    if (effect === 'view') {
      const theme = element('select', { name: 'theme' }, ...THEMES.map((name) => option(name)));
      fieldset.append(element('label', {}, 'page theme', theme));
    }
    form.append(fieldset);
  }
}

function apply(): void {
  const data = new FormData(form);
  for (const { attribute } of ATTRIBUTES) {
    const value = String(data.get(attribute) ?? '');
    if (ATTRIBUTE_DOCS[attribute].control.kind === 'boolean') game.toggleAttribute(attribute, data.has(attribute));
    else if (value === '') game.removeAttribute(attribute);
    else game.setAttribute(attribute, value);
  }
  document.body.className = `theme-${String(data.get('theme'))}`;
  const attributes = [...game.attributes]
    .filter(({ name }) => name !== 'id')
    .map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${value}"`));
  markup.textContent = `<royal-ur${attributes.join('')}></royal-ur>`;
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

// `host-dice`: this page is the host and throws the game's own dice whenever the board asks.
const hostDice = new Random(crypto.getRandomValues(new Uint32Array(1))[0]);
game.addEventListener('ur-throw-request', ({ detail }) => {
  const value = hostDice.throwValue(DICE[loadGame(game.record).rules.dice]);
  game.applyAction({ index: detail.index, action: `h${value}` });
});

// The record is plain JSON: a host can keep it anywhere and load it back later.
const SAVE_KEY = 'royal-ur-playground';
const recordStatus = document.querySelector('#record-status')!;
document.querySelector('#save')!.addEventListener('click', () => {
  localStorage.setItem(SAVE_KEY, JSON.stringify(game.record));
  recordStatus.textContent = `Saved (${game.record.actions.length} actions).`;
});
document.querySelector('#restore')!.addEventListener('click', async () => {
  const saved = localStorage.getItem(SAVE_KEY);
  const result = saved ? await game.loadRecord(saved) : { ok: false, error: 'nothing saved yet' };
  recordStatus.textContent = result.ok ? 'Restored.' : `Not restored: ${result.error}`;
});

buildForm();
form.addEventListener('change', apply);
document.querySelector('#clear')!.addEventListener('click', () => log.replaceChildren());
apply();
