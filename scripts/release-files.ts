import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { ElementApi } from '../packages/ui/src/element/element-api';
import { RELEASE_FOLDERS, WIDGETS_VERSION } from '../widgets/release.ts';
import { inlineStyleHashes } from './content-security-policy.ts';
import { customElementsJson, declarations, manifestModule } from './custom-elements-manifest.ts';
import { firstScreens } from './frame-first-screens.ts';

/** Where the build puts every chunk, element code included: content-hashed, cached for a year. */
export const CHUNKS_FOLDER = 'chunks/';

// Transparent: the calculator draws its own background, with rounded corners over the host's.
const FRAME_STYLE = '<style>html, body { margin: 0; background: transparent; }</style>';

/** The attributes an iframe page's element has before its address adds any (frame-page.ts). */
const FRAME_ATTRIBUTES = { theme: 'auto' };

/**
 * The iframe page of one calculator, `element` holding its first screen, rendered at build time so
 * that it paints and takes typing before any script; `modules`, every chunk the element and
 * frame.js import (paths relative to the page), preloaded from here so that all are fetched at
 * once, none found one round trip after the module importing it. frame.js, async, runs as soon as
 * its own small graph is in, to tell the embedding page the calculator's height from the first
 * paint on. The page's and the first screen's styles are inline, so that no request holds back the
 * first paint: the page's own policy allows them by hash (firebase.json's header, the same for
 * every release's pages, allows inline styles and leaves it to this one). The one inline script,
 * which holds a form submitted before the element hydrates, is allowed by its hash in that header.
 */
const framePage = (api: ElementApi, element: string, modules: readonly string[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="style-src 'self' ${inlineStyleHashes(FRAME_STYLE + element).join(' ')}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${api.title} · CampusCalc</title>
    ${FRAME_STYLE}
${modules.map((module) => `    <link rel="modulepreload" href="${module}" />\n`).join('')}    <script type="module" src="./${api.tag}.js"></script>
  </head>
  <body data-element="${api.tag}" data-attributes="${api.attributes.map(({ name }) => name).join(' ')}">
    ${element}
    <script type="module" src="./frame.js" async></script>
  </body>
</html>
`;

/** A build's chunks by file name (what generateBundle is given holds assets too). */
export const bundleChunks = (bundle: Rolldown.OutputBundle) =>
  new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );

/** The chunks `entry` imports statically, directly or not, itself included. */
export function staticGraph(
  entry: Rolldown.OutputChunk,
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
): string[] {
  const files = new Set<string>([entry.fileName]);
  for (const file of files) for (const imported of chunks.get(file)!.imports) files.add(imported);
  return [...files];
}

/**
 * The entry files of a release, written into each of its folders (widgets/release.ts): per entry
 * (each element, the iframe pages' frame.js, the resizer.js) a small script that imports its
 * content-hashed chunk, and that chunk's own imports so the browser fetches them side by side
 * rather than one after the other; per element its .d.ts and iframe page (its first screen
 * rendered by frame-first-screens.ts); the all-in-one
 * campuscalc.js and .d.ts; and custom-elements.json with the version. The entries are the only
 * files that differ between folders and the only ones cached briefly; all code is in chunks/, shared
 * by every folder.
 */
export function releaseFiles(apis: readonly ElementApi[]): Plugin {
  return {
    name: 'campuscalc:release-files',
    async generateBundle(_options, bundle) {
      const chunks = bundleChunks(bundle);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const entry = (name: string) => {
        const found = entries.find((candidate) => candidate.name === name);
        if (!found) throw new Error(`No build entry for ${name}.`);
        return found;
      };
      const frameModules = staticGraph(entry('frame'), chunks);
      const screens = await firstScreens(apis, FRAME_ATTRIBUTES);
      for (const folder of RELEASE_FOLDERS) {
        const emit = (name: string, source: string) =>
          this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source });
        const path = (file: string) => {
          const relative = posix.relative(folder, file);
          return relative.startsWith('.') ? relative : `./${relative}`;
        };
        for (const entry of entries) {
          emit(
            `${entry.name}.js`,
            [
              ...entry.imports.map((file) => `import '${path(file)}';\n`),
              `export * from '${path(entry.fileName)}';\n`,
            ].join(''),
          );
        }
        for (const api of apis) {
          const modules = new Set([...staticGraph(entry(api.tag), chunks), ...frameModules]);
          emit(`${api.tag}.d.ts`, declarations(api));
          emit(`${api.tag}.html`, framePage(api, screens.get(api.tag)!, [...modules].map(path)));
        }
        emit('campuscalc.js', apis.map((api) => `export * from './${api.tag}.js';\n`).join(''));
        emit('campuscalc.d.ts', apis.map((api) => `export * from './${api.tag}.js';\n`).join(''));
        emit('custom-elements.json', customElementsJson(apis.map(manifestModule), WIDGETS_VERSION));
      }
    },
  };
}
