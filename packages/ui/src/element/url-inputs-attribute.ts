import type { AttributeApi } from './element-api';

// Apart from element-api.ts, so that only the elements that have it carry its description.
/** The props of an element whose inputs can live in its page's address. */
export interface UrlInputsProps {
  urlInputs?: string;
}

/**
 * The attribute that keeps an element's inputs in its page's address (`useUrlInputs`); `example`
 * shows that element's parameters (Markdown).
 */
export const urlInputsAttribute = (example: string): AttributeApi<UrlInputsProps> => ({
  name: 'url-inputs',
  prop: 'urlInputs',
  type: 'string',
  tsType: 'string',
  default: 'undefined',
  description:
    "Keeps the inputs in the page's address, so a link opens the same calculation: read once on " +
    `the page (over the attributes), rewritten in place as they change, other parameters kept: ${example}. ` +
    'A value prefixes the names (`url-inputs="a"`: `a.size`), for two elements on one page.',
});
