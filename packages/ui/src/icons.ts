import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';

/**
 * Shoelace fetches icons from a base path on the host page's origin, which is a 404 on an
 * embedder's site. Every icon a widget uses is bundled as a data: URL instead, so no widget makes a
 * request of its own. Each module registers only the icons it uses, keeping embeds small.
 */
const inlined = new Map<string, string>();

/**
 * Our icons are a library of their own: re-registering Shoelace's 'default' would blank the icons of
 * a host page that uses Shoelace too. Every sl-icon names it, also because sl-icon reflects its
 * library as an attribute, and the build-time markup must match what hydration finds.
 */
export const ICON_LIBRARY = 'campuscalc';

registerIconLibrary(ICON_LIBRARY, { resolver: (name) => inlined.get(name) ?? '' });

export function registerIcons(svgs: Record<string, string>): void {
  for (const [name, svg] of Object.entries(svgs)) {
    inlined.set(name, `data:image/svg+xml,${encodeURIComponent(svg)}`);
  }
}
