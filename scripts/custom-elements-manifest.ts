import { readFileSync } from 'node:fs';
import type { ElementApi } from '../packages/ui/src/element/element-api';

/** A custom-elements.json (schema 2.1) module for one element, from its ElementApi. */
export function manifestModule(api: ElementApi) {
  const path = `${api.tag}.js`;
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        name: api.className,
        tagName: api.tag,
        customElement: true,
        summary: api.summary,
        attributes: api.attributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.tsType },
          default: attribute.default,
          description: attribute.description,
          ...(attribute.prop ? { fieldName: attribute.prop } : {}),
        })),
        members: [
          ...api.attributes
            .filter((attribute) => attribute.prop)
            .map((attribute) => ({
              kind: 'field',
              name: attribute.prop,
              type: { text: `${attribute.tsType} | undefined` },
              default: attribute.default,
              description: attribute.description,
              ...(attribute.reflect === false ? {} : { attribute: attribute.name, reflects: true }),
            })),
          ...(api.properties ?? []).map((property) => ({
            kind: 'field',
            name: property.name,
            type: { text: `${property.tsType} | undefined` },
            description: property.description,
          })),
        ],
        events: api.events.map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detailType}>` },
          description: event.description,
        })),
        cssProperties: api.cssProperties,
        cssParts: api.parts,
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: api.tag,
        declaration: { name: api.className, module: path },
      },
    ],
  };
}

const repository = new URL('../', import.meta.url);

/**
 * The declarations of types-only modules, flattened into one text: each module's `import type` lines
 * are replaced by the modules they name (relative imports only), each included once.
 */
function typeDeclarations(paths: readonly string[], included = new Set<string>()): string {
  return paths
    .filter((path) => !included.has(path) && included.add(path))
    .map((path) => {
      const source = readFileSync(new URL(path, repository), 'utf8');
      // Type imports, on one line or (as Prettier wraps a long list) several.
      const typeImport = /^import type [^;]*? from '(\.[^']+)';\n/gm;
      const imported = [...source.matchAll(typeImport)].map(
        ([, from]) =>
          `${new URL(`${from}.ts`, new URL(path, repository)).pathname.slice(repository.pathname.length)}`,
      );
      const own = source.replace(typeImport, '');
      return `${typeDeclarations(imported, included)}${own}`;
    })
    .join('\n');
}

/** TypeScript declarations: the element class, its events and its place in HTMLElementTagNameMap. */
export function declarations(api: ElementApi): string {
  const typesFrom = (api.properties ?? []).flatMap((property) => property.typesFrom ?? []);
  const members = [
    ...api.attributes
      .filter((attribute) => attribute.prop)
      .map(({ prop, tsType, description }) => ({ name: prop!, tsType, description })),
    ...(api.properties ?? []),
  ];
  const fields = members.map(
    ({ name, tsType, description }) => `  /** ${description} */\n  ${name}: ${tsType} | undefined;`,
  );
  const events = api.events.map(
    (event) =>
      `    /** ${event.description} */\n    '${event.name}': CustomEvent<${event.detailType}>;`,
  );
  return [
    typeDeclarations(typesFrom),
    `/** ${api.summary} */`,
    `export declare class ${api.className} extends HTMLElement {`,
    ...fields,
    `}`,
    `export interface ${api.className}EventMap extends HTMLElementEventMap {`,
    ...events.map((line) => line.replace(/^ {4}/gm, '  ')),
    `}`,
    `export declare interface ${api.className} {`,
    `  addEventListener<K extends keyof ${api.className}EventMap>(type: K, listener: (this: ${api.className}, event: ${api.className}EventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;`,
    `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;`,
    `}`,
    `declare global {`,
    `  interface HTMLElementTagNameMap {`,
    `    '${api.tag}': ${api.className};`,
    `  }`,
    `}`,
    '',
  ].join('\n');
}

/**
 * A custom-elements.json of `modules`, for the widgets' release `version` (the embeds' and the npm
 * package's). The schema has no field for a version; the top-level `version` (ignored by tools that
 * do not know it) tells embedders which exact release a major-version alias serves.
 */
export const customElementsJson = (modules: readonly object[], version: string): string =>
  `${JSON.stringify({ schemaVersion: '2.1.0', version, modules }, null, 2)}\n`;
