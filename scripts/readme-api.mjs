// @ts-check
/**
 * The API tables of README.md and docs/api.md, made from custom-elements.json so they cannot drift
 * from the element's JSDoc. Pure functions (no Node APIs): used by scripts/update-readme.mjs to
 * write the tables and by test/docs/readme.test.ts (in the browser) to fail when a file is out of date.
 *
 * Each table sits between `<!-- api:NAME -->` and `<!-- /api:NAME -->` in its file.
 */

/** The files with API tables, and the sections each holds in its order. */
export const API_DOCS = {
  'README.md': ['attributes', 'events'],
  'docs/api.md': ['members', 'css-properties', 'css-parts', 'css-states'],
};

/** The `<royal-ur>` declaration in a manifest. */
export function findElement(manifest) {
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName === 'royal-ur' || declaration.name === 'RoyalUrElement') return declaration;
    }
  }
  throw new Error('custom-elements.json has no <royal-ur> (RoyalUrElement) declaration');
}

/** One line of Markdown: JSDoc line breaks joined, pipes escaped. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text) => '`' + String(text).replace(/\|/g, '\\|') + '`';

function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Public, instance, non-attribute-backed members: the methods and properties a host calls. */
function publicMembers(element) {
  const attributeFields = new Set((element.attributes ?? []).map((attribute) => attribute.fieldName));
  return (element.members ?? []).filter(
    (member) =>
      !member.static &&
      (member.privacy ?? 'public') === 'public' &&
      !member.name.startsWith('#') &&
      !attributeFields.has(member.name) &&
      member.description,
  );
}

function signature(member) {
  if (member.kind !== 'method')
    return `${member.name}: ${member.type?.text ?? 'unknown'}${member.readonly ? ' (read-only)' : ''}`;
  const parameters = (member.parameters ?? []).map(
    (p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`,
  );
  return `${member.name}(${parameters.join(', ')}): ${member.return?.type?.text ?? 'void'}`;
}

/** Markdown for each section, by name. */
export function apiTables(manifest) {
  const element = findElement(manifest);
  const absent = (value) => value === undefined || value === 'null' || value === 'undefined';
  return {
    attributes: table(
      ['Attribute', 'Property', 'Default', 'Description'],
      (element.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName ?? a.name),
        absent(a.default) ? '—' : code(a.default),
        cell(a.description),
      ]),
    ),
    events: table(
      ['Event', 'Detail and meaning'],
      (element.events ?? []).map((e) => [code(e.name), cell(e.description)]),
    ),
    members: table(
      ['Method / property', 'Description'],
      publicMembers(element).map((m) => [code(signature(m)), cell(m.description)]),
    ),
    'css-properties': table(
      ['Custom property', 'Default', 'Description'],
      (element.cssProperties ?? []).map((p) => [code(p.name), p.default ? code(p.default) : '—', cell(p.description)]),
    ),
    'css-parts': table(
      ['Part', 'Description'],
      (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ),
    'css-states': table(
      ['State', 'Description'],
      (element.cssStates ?? []).map((s) => [code(`:state(${s.name})`), cell(s.description)]),
    ),
  };
}

/** The text of `file` (a key of API_DOCS) with each of its API sections replaced by the tables made from `manifest`. */
export function syncApiTables(file, content, manifest) {
  const sections = API_DOCS[file];
  if (!sections) throw new Error(`${file} has no API tables: expected one of ${Object.keys(API_DOCS).join(', ')}`);
  const tables = apiTables(manifest);
  let text = content;
  for (const name of sections) {
    const start = `<!-- api:${name} -->`;
    const end = `<!-- /api:${name} -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${file} lacks the markers ${start} … ${end}`);
    text = `${text.slice(0, from + start.length)}\n${tables[name]}\n${text.slice(to)}`;
  }
  return text;
}
