/**
 * Every story of every stories/**\/*.stories.ts renders in Chromium without a console error or an
 * uncaught error, and every play function passes. The story files are listed by the
 * `/__story-files__.js` module (test/stories/story-files-plugin.mjs), so a new story file is
 * tested without touching this file.
 */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { ATTRIBUTE_DOCS } from '../../src/element/attribute-docs.js';
import { ATTRIBUTES } from '../../src/element/attributes.js';
import { attributeArgTypes, documentedArgTypes } from '../../stories/support/render.js';
// @ts-expect-error: served by storyFilesPlugin, no file on disk.
import storyFiles from '/__story-files__.js';

interface StoryLike {
  name?: string;
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: unknown) => TemplateResult;
  play?: (context: { canvasElement: HTMLElement; args: Record<string, unknown> }) => Promise<void> | void;
  decorators?: unknown[];
}
interface MetaLike extends StoryLike {
  title: string;
  component?: string;
}

/** Console errors and uncaught errors while a story is on the page. */
function watchErrors(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    original.apply(console, args);
  };
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop: () => {
      console.error = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const tick = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
    tick(count);
  });

const files = storyFiles as string[];
/** Every story module, imported before the tests are declared so each story gets its own test. */
const modules = await Promise.all(
  files.map(async (file) => [file, (await import(file)) as Record<string, unknown>] as const),
);
const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name !== 'default' && name !== '__namedExportsOrder');

async function renderAndPlay(meta: MetaLike, name: string, story: StoryLike): Promise<void> {
  const args = { ...meta.args, ...story.args };
  const renderStory = story.render ?? meta.render;
  expect(renderStory, 'a render function').to.be.a('function');
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  const watch = watchErrors();
  try {
    render(renderStory!(args, { args, name, title: meta.title }), canvasElement);
    const boards = [...canvasElement.querySelectorAll('royal-ur')];
    expect(boards.length, 'a <royal-ur> on the page').to.be.greaterThan(0);
    await Promise.all(boards.map((board) => board.updateComplete));
    await frames(3);
    for (const board of boards)
      expect(board.shadowRoot?.querySelector('[part~="board"]'), 'the board is drawn').to.exist;
    await story.play?.({ canvasElement, args });
    await frames(2);
    expect(watch.errors, 'console errors and uncaught errors').to.deep.equal([]);
  } finally {
    watch.stop();
    render(null, canvasElement);
    canvasElement.remove();
  }
}

describe('stories', () => {
  it('finds the story files', () => {
    expect(files.length).to.be.greaterThan(4);
  });

  it('has a control for every attribute in custom-elements.json', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const element = manifest.modules
      .flatMap((module: any) => module.declarations ?? [])
      .find((d: any) => d.tagName === 'royal-ur');
    const attributes: string[] = element.attributes.map((attribute: { name: string }) => attribute.name);
    expect(attributes.length).to.be.greaterThan(15);
    expect(Object.keys(attributeArgTypes)).to.include.members(attributes);
  });

  it('groups dice with the rule attributes, and seed has a text control', () => {
    const table = (name: string) => (attributeArgTypes as Record<string, { table?: Record<string, unknown> }>)[name];
    expect(table('dice')?.table).to.include({ category: 'attributes', subcategory: 'rules and dice' });
    expect(table('exact-exit')?.table).to.include({ category: 'attributes', subcategory: 'rules and dice' });
    expect((attributeArgTypes as Record<string, { control?: unknown }>).seed?.control).to.equal('text');
  });

  it('gives every story arg the type its control edits (a seed as text)', () => {
    const kinds = new Map(
      ATTRIBUTES.map((entry) => [entry.attribute as string, ATTRIBUTE_DOCS[entry.attribute].control.kind]),
    );
    const expected = { boolean: 'boolean', number: 'number', select: 'string', text: 'string' } as const;
    for (const [file, module] of modules) {
      const meta = module.default as MetaLike;
      for (const [name, story] of [['meta', meta] as const, ...storiesOf(module)]) {
        for (const [arg, value] of Object.entries((story as StoryLike).args ?? {})) {
          const kind = kinds.get(arg);
          if (kind) expect(typeof value, `${file} ${name}: ${arg}`).to.equal(expected[kind]);
        }
      }
    }
  });

  it('documents properties, events, CSS parts and custom properties without a control, a part named like an attribute on its own row', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const element = manifest.modules
      .flatMap((module: any) => module.declarations ?? [])
      .find((d: any) => d.tagName === 'royal-ur');
    const rows = documentedArgTypes(element) as Record<
      string,
      { name: string; control: unknown; table: { category: string } }
    >;
    const parts: string[] = element.cssParts.map((part: { name: string }) => part.name);
    expect(parts).to.include('dice');
    expect(rows['dice (css shadow parts)']).to.include({ name: 'dice' });
    expect(rows).to.not.have.property('dice');
    const attributes = new Set<string>(element.attributes.map((attribute: { name: string }) => attribute.name));
    for (const part of parts) {
      const row = attributes.has(part) ? `${part} (css shadow parts)` : part;
      expect(rows[row], part).to.deep.include({ control: { disable: true }, table: { category: 'css shadow parts' } });
    }
    for (const { name } of [...element.cssProperties, ...element.events])
      expect(rows[name]?.control, name).to.deep.equal({ disable: true });
    expect(rows.exactExit?.control, 'a property the attribute sets').to.deep.equal({ disable: true });
  });

  for (const [file, module] of modules) {
    const meta = module.default as MetaLike;
    describe(file, () => {
      it('exports a meta with a title and only stories', () => {
        expect(meta?.title, 'default export with a title').to.be.a('string');
        expect(meta.decorators ?? [], 'decorators are not supported by this harness').to.be.empty;
        expect(storiesOf(module).length).to.be.greaterThan(0);
        for (const [name, story] of storiesOf(module)) {
          expect(story, `${name} must be a story object`).to.be.an('object');
          expect((story as StoryLike).decorators ?? [], `${name}: decorators`).to.be.empty;
        }
      });

      for (const [name, story] of storiesOf(module)) {
        const play = (story as StoryLike).play ? ' and passes its play function' : '';
        it(`${name} renders without errors${play}`, () => renderAndPlay(meta, name, story as StoryLike));
      }
    });
  }
});
