/**
 * The styles a build-time first screen needs: the rules of an element's stylesheet that can apply
 * to the markup rendered for it. The rest (drawer, dialogs, toasts, states only the script sets)
 * comes with the element's own sheet, which replaces these styles when it hydrates. The page's HTML
 * is then small enough to arrive in the first round trip of a connection (about 14.6 kB: TCP's
 * first window of ten segments), rather than a second one on a slow phone network.
 */

/** The top-level blocks of minified-or-not CSS: `prelude{body}` each, prelude trimmed. */
function blocks(css: string): { prelude: string; body: string }[] {
  const found = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{' && depth++ === 0) open = index;
    else if (char === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
      start = index + 1;
    }
  }
  return found;
}

/** A selector list's selectors, split at the commas outside parentheses. */
function selectors(list: string): string[] {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The selector without its functional pseudo-classes (`:not(...)`, `:is(...)`, `:host(...)`...),
 * whose classes need not all be in the markup for a match, nor its attribute selectors (whose
 * values may hold dots): the rule is kept on what remains.
 */
function withoutFunctions(selector: string): string {
  let previous;
  let current = selector.replace(/\[[^\]]*\]/g, '');
  do {
    previous = current;
    current = current.replace(/::?[\w-]+\([^()]*\)/g, '');
  } while (current !== previous);
  return current;
}

/**
 * Whether `selector` may match an element of a markup that has these classes: every class it
 * requires is there (tags, attributes and states are not checked, so a kept rule may still not
 * apply; a dropped one never could).
 */
const mayMatch = (selector: string, classes: ReadonlySet<string>) =>
  [...withoutFunctions(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) =>
    classes.has(name!),
  );

/** Conditional group rules, whose bodies are rules in turn; other at-rules are kept whole. */
const GROUPS = /^@(media|container|supports|layer)\b/;

function prune(css: string, classes: ReadonlySet<string>): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (GROUPS.test(prelude)) {
        const inner = prune(body, classes);
        return inner === '' ? '' : `${prelude}{${inner}}`;
      }
      const kept =
        prelude.startsWith('@') || selectors(prelude).some((one) => mayMatch(one, classes));
      return kept ? `${prelude}{${body}}` : '';
    })
    .join('');
}

/** The classes `markup` (HTML) uses, from its class attributes. */
export function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of `css` that may apply to `markup`, in their order, inside their @media and @container. */
export const firstScreenCss = (css: string, markup: string): string =>
  prune(css.replace(/\/\*[\s\S]*?\*\//g, ''), markupClasses(markup));
