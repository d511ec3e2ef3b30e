// @ts-check
/**
 * The build's source transforms: where a built bundle finds its worker and its learned weights, and
 * the compaction of what only tools read (CSS white space, template line breaks).
 */
import path from 'node:path';
import ts from 'typescript';
import { BELL_WEIGHTS_FILE, root, WEIGHTS_GLOBAL, weightsFile, WORKER_FILE } from './paths.mjs';

/**
 * How a built bundle starts its worker (src/ai/worker/worker-location.ts does it for source): from the
 * worker file next to the bundle, found from import.meta.url (an app's bundler sees the pattern and
 * copies the file) of the AI client's chunk, one below dist/ (assertWorkerIsAFile checks it). The
 * classic script's parts are one below dist/ too, and get their own URL for import.meta.url.
 */
export function workerLocation() {
  const opener = JSON.stringify(path.join(root, 'src/ai/worker/worker-file.ts'));
  const code = `import { openWorkerFile } from ${opener};
export function startWorker() { return openWorkerFile(new URL(/* @vite-ignore */ '../${WORKER_FILE}', import.meta.url)); }
`;
  return {
    name: 'royal-ur:worker-location',
    enforce: 'pre',
    load(id) {
      return id.replaceAll('\\', '/').endsWith('/src/ai/worker/worker-location.ts') ? code : undefined;
    },
  };
}

/** A module of the worker replaced by `code` in the build. */
function replaceModule(name, source, code) {
  return {
    name,
    enforce: 'pre',
    load(id) {
      return id.replaceAll('\\', '/').endsWith(source) ? code : undefined;
    },
  };
}

/** Adds the classic script `file` from beside the worker file (whose URL the importer of a worker from another origin leaves in `royalUrWorkerFile`, src/ai/worker/worker-file.ts). */
const addBesideWorker = (file) => `importScripts(new URL(${file}, self.royalUrWorkerFile ?? self.location.href).href)`;

/**
 * How the built worker loads bell's weights (src/ai/learned/bell-weights-loader.ts imports them in source):
 * it adds BELL_WEIGHTS_FILE beside the worker file. A failure rejects: expert then plays bell with
 * the hand-made evaluation.
 */
export function bellWeightsLoader() {
  const code = `export function loadBellWeights() {
  return new Promise((resolve) => {
    ${addBesideWorker(`'${BELL_WEIGHTS_FILE}'`)};
    resolve(self.RoyalUrAiBell);
  });
}
`;
  return replaceModule('royal-ur:bell-weights-loader', '/src/ai/learned/bell-weights-loader.ts', code);
}

/**
 * How the built worker loads a race variant's weights (src/ai/learned/load-weights.ts imports them in
 * source): it adds `weightsFile(variant)` beside the worker file, which sets WEIGHTS_GLOBAL. A
 * failure rejects: expert then plays that variant with the hand-made evaluation.
 */
export function raceWeightsLoader() {
  const code = `export function loadWeights(variant) {
  return new Promise((resolve) => {
    ${addBesideWorker(`'${weightsFile('VARIANT')}'.replace('VARIANT', variant)`)};
    resolve(self.${WEIGHTS_GLOBAL});
  });
}
`;
  return replaceModule('royal-ur:race-weights-loader', '/src/ai/learned/load-weights.ts', code);
}

/**
 * Shortens what only tools read: the element's CSS templates lose comments and spare white space,
 * its html`` and svg`` templates their line breaks and indents. The bundles behave the same; they
 * are just smaller.
 */
export function compactSources() {
  const minifyCss = (text) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .replace(/\s*([>/])\s*/g, '$1')
      .replace(/([\s:(,])0\.(?=\d)/g, '$1.')
      .trim();
  return {
    name: 'royal-ur:compact-sources',
    enforce: 'pre',
    transform(source, id) {
      const file = id.replaceAll('\\', '/');
      if (!/\/src\/element\/.*\.ts$/.test(file)) return undefined;
      const code = compactTemplates(source, file, minifyCss);
      return code === source ? undefined : code;
    },
  };
}

/**
 * The static text of Lit's templates, found by the TypeScript parser: in html`` and svg``, white
 * space with a line break becomes one space (no template of the element keeps white space as
 * written, so it draws the same); css`` text goes through `minifyCss` (a part next to a `${}` keeps
 * one space at that end, which may separate selectors).
 */
export function compactTemplates(code, file, minifyCss) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const parts = [];
  const visit = (node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      ['html', 'svg', 'css'].includes(node.tag.text)
    ) {
      const { template } = node;
      const css = node.tag.text === 'css';
      if (ts.isNoSubstitutionTemplateLiteral(template)) parts.push({ node: template, css, whole: true });
      else
        parts.push(
          { node: template.head, css },
          ...template.templateSpans.map((span) => ({ node: span.literal, css })),
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // From the end, so that each part's offsets still hold.
  for (const { node, css, whole } of parts.sort((a, b) => b.node.end - a.node.end)) {
    const start = node.getStart(source);
    const text = code.slice(start, node.end);
    let compacted = text.replace(/\s*\n\s*/g, ' ');
    if (css) {
      // The part's own delimiters (` or }, and ` or ${) stay as they are.
      const close = text.endsWith('${') ? 2 : 1;
      const inner = text.slice(1, text.length - close);
      const minified = minifyCss(inner);
      const keep = (edge) => (whole ? '' : /\s/.test(edge ?? '') ? ' ' : '');
      compacted =
        text[0] +
        (text.startsWith('}') ? keep(inner[0]) : '') +
        minified +
        (text.endsWith('${') ? keep(inner[inner.length - 1]) : '') +
        text.slice(text.length - close);
    }
    code = code.slice(0, start) + compacted + code.slice(node.end);
  }
  return code;
}
