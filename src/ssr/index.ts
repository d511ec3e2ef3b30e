/**
 * `royal-ur/ssr`: a board drawn on the server, so that a page shows it before any script runs.
 * `renderRoyalUr(attributes)` returns the HTML of a `<royal-ur>` element with its shadow root as
 * declarative shadow DOM (Lit's SSR); the element, when its script arrives, hydrates that drawing
 * (src/element/shell/hydrate.ts) instead of drawing it again. For Node: it imports `@lit-labs/ssr`,
 * which puts a minimal DOM on `globalThis` before the element's module is read, and never reaches
 * a browser's first load.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import { ATTRIBUTES } from '../element/attributes.js';
import '../element/define.js';
import { loadTranslation, matchLang } from '../element/i18n/lang.js';
import { fetchPart, type Part } from '../element/parts.js';

/**
 * The parts a first drawing can show (a browser fetches them before its first drawing too): the
 * tile kinds Finkel lacks, the Sound button and Pace menu, the move list, the names, the buttons and
 * their icons, the dark palette.
 */
const FIRST_DRAWING: readonly Part[] = ['tileArt', 'settings', 'moveList', 'names', 'buttons', 'darkPalette'];

/** A board's attributes, by attribute name (`variant`, `dark`, `light-name`...): true writes it bare, false, null or undefined leaves it out. */
export type RoyalUrAttributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Every attribute the element reads, and `lang`. */
const NAMES = new Set<string>([...ATTRIBUTES.map((entry) => entry.attribute), 'lang']);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The board's drawn size as the layouts read it (`--_w`, `--_h`), from its viewBox: a browser's
 * element sets it once it has drawn (board.ts `sizeBoards`), which a server's drawing waits for, so
 * it is written as a rule beside the styles: a board laid out top to bottom is its size at once.
 */
function boardSize(drawn: string): string {
  const board = /<svg\b[^>]*\bclass="board[\s"][^>]*>/.exec(drawn)?.[0] ?? '';
  const [, width, height] = /\bviewBox="\S+ \S+ ([\d.]+) ([\d.]+)"/.exec(board) ?? [];
  return width ? `svg.board{--_w:${width};--_h:${height}}` : '';
}

/**
 * The HTML of `<royal-ur>` with these attributes, its board, names, status line and buttons drawn
 * in declarative shadow DOM, in the board's language (`lang`: one of `LANGS`, else English, which is
 * then written on the element so that the browser draws the same words). A name the element does not
 * know throws; a wrong value is treated as the element treats it (a console warning and the default).
 */
export async function renderRoyalUr(attributes: RoyalUrAttributes = {}): Promise<string> {
  if (attributes === null || typeof attributes !== 'object')
    throw new TypeError('renderRoyalUr: attributes must be an object of attribute names and values');
  const unknown = Object.keys(attributes).filter((name) => !NAMES.has(name));
  if (unknown.length > 0)
    throw new Error(
      `renderRoyalUr: unknown attribute ${unknown.join(', ')}; the element reads ${[...NAMES].join(', ')}`,
    );
  const lang = matchLang(attributes.lang == null ? null : String(attributes.lang)) ?? 'en';
  // A museum board's drawing, and its styles, only for such a board (as a browser fetches it).
  const museum: Part[] = String(attributes['board-style']).trim().toLowerCase() === 'museum' ? ['museum'] : [];
  const [, ...parts] = await Promise.all([
    loadTranslation(lang),
    ...[...FIRST_DRAWING, ...museum].map((name) => fetchPart(name)),
  ]);
  const written = Object.entries<RoyalUrAttributes[string]>({ ...attributes, lang })
    .filter(([, value]) => value !== false && value != null)
    .map(([name, value]) => (value === true ? name : `${name}="${escape(String(value))}"`))
    .join(' ');
  const drawn = await collectResult(render(html`<royal-ur ${unsafeStatic(written)}></royal-ur>`));
  // The parts' styles beside the element's own, which a browser adopts with the parts.
  const partStyles = parts.map((part) => (part as { styles: { cssText: string } }).styles.cssText);
  return drawn.replace('</style>', () => `${partStyles.join('')}${boardSize(drawn)}</style>`);
}
