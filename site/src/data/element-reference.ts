import type { ElementApi } from '../../../packages/ui/src/element/element-api';
import { manifestModule } from '../../../scripts/custom-elements-manifest';
import { widgetApis } from '../../../widgets/catalog';

/** One attribute, event, CSS custom property or part, as custom-elements.json declares it. */
export interface Documented {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}

/** An element's declaration in the manifest that ships (the same manifestModule writes it). */
export interface Declaration extends Documented {
  tagName: string;
  summary: string;
  attributes: readonly Documented[];
  events: readonly Documented[];
  cssProperties: readonly Documented[];
  cssParts: readonly Documented[];
}

/** The kinds of entries an element's reference lists. */
export type ReferenceKind = 'attributes' | 'events' | 'css-properties' | 'parts';

/** One kind of an element's reference: its id on the reference page (`<tag>-<kind>`), title and rows. */
export interface Reference {
  id: string;
  kind: ReferenceKind;
  title: string;
  rows: readonly Documented[];
}

/** Where the reference of every element is: /embed links each element's kinds there. */
export const REFERENCE_PAGE = '/embed/reference';

const apis = new Map<string, ElementApi>(widgetApis.map((api) => [api.tag, api]));

/** The element's catalog entry (title, example, iframe height). */
export const apiOf = (tag: string): ElementApi => apis.get(tag)!;

/** Every element's declaration, in the catalog's order. */
export const declarations: readonly Declaration[] = widgetApis.map(
  (api) => manifestModule(api).declarations[0]!,
);

/** The kinds of an element's reference it has entries of, in a fixed order. */
export const referencesOf = (element: Declaration): Reference[] => {
  const kinds: readonly Omit<Reference, 'id'>[] = [
    { kind: 'attributes', title: 'Attributes', rows: element.attributes },
    { kind: 'events', title: 'Events', rows: element.events },
    { kind: 'css-properties', title: 'CSS custom properties', rows: element.cssProperties },
    { kind: 'parts', title: 'Parts', rows: element.cssParts },
  ];
  return kinds
    .filter(({ rows }) => rows.length > 0)
    .map((reference) => ({ id: `${element.tagName}-${reference.kind}`, ...reference }));
};
