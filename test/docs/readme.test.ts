/**
 * The API tables of README.md and docs/api.md must match custom-elements.json (generated from the
 * element's JSDoc by `npm run analyze`, which `npm test` runs first). Fix a failure with
 * `npm run analyze && node scripts/update-readme.mjs`.
 */
import { expect } from '@open-wc/testing';
// @ts-expect-error: plain JS module without types.
import { API_DOCS, apiTables, findElement, syncApiTables } from '../../scripts/readme-api.mjs';
import '../../src/element/define.js';

async function load(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}${path.endsWith('.json') ? ' (run npm run analyze)' : ''}`);
  return response.text();
}

/** The files with API tables, and the files whose examples must use real attributes and events. */
const API_FILES = Object.keys(API_DOCS as Record<string, string[]>);
const EXAMPLE_FILES = [...API_FILES, 'docs/online-play.md'];

describe('README.md and docs/api.md', () => {
  let docs: Record<string, string>;
  let manifest: any;
  before(async () => {
    docs = Object.fromEntries(await Promise.all(API_FILES.map(async (file) => [file, await load(`/${file}`)])));
    manifest = JSON.parse(await load('/custom-elements.json'));
  });

  it('keeps the README a product page: under 300 lines, with the commands a newcomer runs first', () => {
    const readme = docs['README.md'];
    expect(readme.split('\n').length).to.be.below(300);
    for (const command of ['npm install', 'npm start', 'npm test']) expect(readme, command).to.contain(command);
  });

  it('documents the element the manifest describes', () => {
    const element = findElement(manifest);
    expect(element.attributes.length).to.be.greaterThan(15);
    expect(element.events.map((event: { name: string }) => event.name)).to.include.members(['ur-throw', 'ur-move', 'ur-game-end']);
    expect(element.cssParts.length).to.be.greaterThan(5);
  });

  it("documents the element as it behaves: each attribute's property and default, each reflected flag and choice", async () => {
    const element = findElement(manifest);
    const el = document.createElement('royal-ur') as unknown as Record<string, unknown> & HTMLElement;
    document.body.append(el);
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // A documented default as the manifest writes it: code, with strings quoted.
    const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));
    for (const attribute of element.attributes as { name: string; fieldName: string; default?: string }[]) {
      expect(attribute.fieldName in el, `${attribute.name}: property ${attribute.fieldName}`).to.equal(true);
      expect(literal(el[attribute.fieldName]), `${attribute.name}'s default`).to.equal(attribute.default ?? 'null');
    }
    type Member = { name: string; attribute?: string; reflects?: boolean; type?: { text: string }; description: string };
    const reflected = (element.members as Member[]).filter((member) => member.reflects);
    expect(reflected.length).to.be.greaterThan(0);
    for (const { name, attribute, type, description } of reflected) {
      if (type?.text !== 'boolean') {
        // A reflected choice (theme): each value its description lists ("auto (default) | light | dark: …") shows.
        const values = description.split(':')[0].split('|').map((value) => value.replace('(default)', '').trim());
        expect(values.length, `${name}'s documented values`).to.be.greaterThan(1);
        for (const value of values) {
          el[name] = value;
          await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
          expect(el.getAttribute(attribute!), `${name} reflected`).to.equal(value);
        }
        continue;
      }
      el[name] = true;
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(el.hasAttribute(attribute!), `${name} reflected`).to.equal(true);
      el[name] = false;
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(el.hasAttribute(attribute!), `${name} removed`).to.equal(false);
    }
    el.remove();
  });

  it('has API tables identical to custom-elements.json (node scripts/update-readme.mjs)', () => {
    const tables = apiTables(manifest) as Record<string, string>;
    for (const [file, sections] of Object.entries(API_DOCS as Record<string, string[]>)) {
      const text = docs[file];
      for (const name of sections) {
        const start = text.indexOf(`<!-- api:${name} -->`);
        const end = text.indexOf(`<!-- /api:${name} -->`);
        expect(start, `${file} section ${name}`).to.be.greaterThan(-1);
        expect(text.slice(start, end).trim().split('\n').slice(1).join('\n'), `${file} section ${name}`).to.equal(tables[name]);
      }
      expect(syncApiTables(file, text, manifest)).to.equal(text);
    }
    // Every table has its place.
    expect(Object.values(API_DOCS as Record<string, string[]>).flat()).to.have.members(Object.keys(tables));
  });

  it('lists every attribute, event, CSS property and part by name', () => {
    const element = findElement(manifest);
    const names = [
      ...element.attributes.map((a: { name: string }) => a.name),
      ...element.events.map((e: { name: string }) => e.name),
      ...element.cssProperties.map((p: { name: string }) => p.name),
      ...element.cssParts.map((p: { name: string }) => p.name),
    ];
    const text = Object.values(docs).join('\n');
    for (const name of names) expect(text, name).to.contain('`' + name + '`');
  });

  it('uses only real attributes and events in their examples (and docs/online-play.md)', async () => {
    const element = findElement(manifest);
    const attributes = new Set(element.attributes.map((a: { name: string }) => a.name));
    const events = new Set(element.events.map((e: { name: string }) => e.name));
    // Framework syntax around an attribute: Vue's `:x` / `@x`, React's `onx`, Svelte's `on:x`.
    const frameworkOnly = /^(id|class|style|ref|bind:this)$/;
    for (const path of EXAMPLE_FILES.map((file) => `/${file}`)) {
      const text = await load(path);
      const tags = text.match(/<royal-ur\b[^>]*>/g) ?? [];
      expect(tags.length, `${path}: <royal-ur> examples`).to.be.greaterThan(0);
      for (const tag of tags) {
        for (const [, raw] of tag.matchAll(/\s([@:a-z][\w:.-]*)(?==|\s|\/?>)/g)) {
          const name = raw.replace(/^(:|@|on:|on)(?=ur-)/, '').replace(/^:/, '').replace(/\.prop$/, '');
          if (frameworkOnly.test(name)) continue;
          if (name.startsWith('ur-')) expect(events, `${path}: event ${name} in ${tag}`).to.include(name);
          else if (name !== 'record') expect(attributes, `${path}: attribute ${name} in ${tag}`).to.include(name);
        }
      }
      // Every event named anywhere in the text (not the `--ur-*` custom properties).
      for (const [name] of text.matchAll(/(?<![-\w])ur-[a-z]+(?:-[a-z]+)*/g)) expect(events, `${path}: ${name}`).to.include(name);
    }
  });

  it('gives every whole-page HTML example (one that loads a script) the viewport meta, so a phone shows it at its width', async () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    let pages = 0;
    for (const path of EXAMPLE_FILES.map((file) => `/${file}`)) {
      const text = await load(path);
      for (const [, block] of text.matchAll(/```html\n([\s\S]*?)```/g)) {
        if (!block.includes('<script')) continue;
        pages++;
        expect(block, `${path}: ${block.split('\n')[0]}…`).to.contain(viewport);
      }
    }
    expect(pages).to.be.greaterThan(2);
  });
});
