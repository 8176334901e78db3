/**
 * Shoelace's theme defines hundreds of `--sl-*` tokens; a widget reads a few dozen. These functions
 * cut a theme down to what some CSS (or a bundle's code) reads, for the embeds and for the styles the
 * site renders into its pages.
 */

/** The `--sl-*` tokens `used` reads, with the tokens their definitions in `theme` refer to. */
function tokensUsed(theme: string, used: string): Set<string> {
  const definitions = new Map(
    [...theme.matchAll(/(--sl-[\w-]+):([^;}]*)/g)].map((match) => [match[1]!, match[2]!]),
  );
  const keep = new Set<string>();
  const visit = (name: string) => {
    if (keep.has(name)) return;
    keep.add(name);
    for (const [, token] of (definitions.get(name) ?? '').matchAll(/var\((--sl-[\w-]+)/g)) {
      visit(token!);
    }
  };
  for (const [name] of used.matchAll(/--sl-[\w-]+/g)) visit(name);
  return keep;
}

/** `theme` (rules of `--sl-*` declarations) with only the declarations that `used` needs. */
export function pruneTheme(theme: string, used: string): string {
  const keep = tokensUsed(theme, used);
  return theme.replace(/\{([^{}]*)\}/g, (_block, body: string) => {
    const declarations = body.split(';').filter((declaration) => {
      const name = declaration.slice(0, declaration.indexOf(':')).trim();
      return !name.startsWith('--sl-') || keep.has(name);
    });
    return `{${declarations.join(';')}}`;
  });
}
